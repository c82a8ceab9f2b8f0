import { Worker } from 'node:worker_threads'
import { plannedCards } from './cardContents.ts'
import type { DrawOptions, DrawReport } from './drawCards.ts'

export type ShareCardsReport = DrawReport & { cards: number }

/**
 * The build's step for share cards: plans one card per page from data/ and the pre-rendered
 * HTML in `clientDir` (read now, before the build rewrites the pages), then draws what changed
 * and copies the rest from the cache on a worker thread, beside the build's other steps:
 * drawing 200 cards is seconds of CPU, and CI has a second core.
 */
export async function startShareCards(clientDir: string): Promise<() => Promise<ShareCardsReport>> {
  const cards = await plannedCards(clientDir)
  const files = new Set(cards.map((card) => card.file))
  if (files.size !== cards.length) throw new Error('[share cards] two pages would share one card file')
  const options: DrawOptions = { outDir: clientDir }
  const worker = new Worker(new URL('./drawWorker.mjs', import.meta.url), { workerData: { cards, options } })
  const done = new Promise<ShareCardsReport>((resolve, reject) => {
    worker.once('message', (report: DrawReport) => resolve({ ...report, cards: cards.length }))
    worker.once('error', reject)
    worker.once('exit', (code) =>
      reject(new Error(`[share cards] the drawing worker stopped (exit ${code})`)),
    )
  })
  // Rejections wait for the caller's await, not an unhandled-rejection crash in between.
  done.catch(() => {})
  return () => done
}
