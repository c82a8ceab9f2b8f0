/** Draws share cards off the build's main thread (see writeShareCards.ts). */
import { parentPort, workerData } from 'node:worker_threads'
import type { PlannedCard } from './cardContents.ts'
import { type DrawOptions, drawShareCards } from './drawCards.ts'

const { cards, options } = workerData as { cards: PlannedCard[]; options: DrawOptions }
parentPort?.postMessage(await drawShareCards(cards, options))
