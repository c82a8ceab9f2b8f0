import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import { carouselMachine, SWIPE_THRESHOLD_PX } from '../../../machines/carouselMachine'
import { byStateName, type Harness, modelTests } from './modelTesting'

/**
 * A template's carousel of three colours as the student sees it (spec §4): arrows, dots
 * and swipes; a swipe counts only beyond 40 px; nothing moves past the first or the last
 * image. The page follows the shown image (?v=).
 */
type CarouselModelEvent = {
  type:
    | 'NEXT'
    | 'PREVIOUS'
    | 'SWIPE_LEFT'
    | 'SWIPE_RIGHT'
    | 'SHORT_SWIPE_LEFT'
    | 'SHORT_SWIPE_RIGHT'
    | 'DOT_FIRST'
    | 'DOT_LAST'
}

const model = createMachine({
  types: {} as { events: CarouselModelEvent },
  id: 'carousel',
  initial: 'first',
  states: {
    first: {
      on: {
        NEXT: 'second',
        SWIPE_LEFT: 'second',
        PREVIOUS: 'first',
        SWIPE_RIGHT: 'first',
        SHORT_SWIPE_LEFT: 'first',
        SHORT_SWIPE_RIGHT: 'first',
        DOT_FIRST: 'first',
        DOT_LAST: 'third',
      },
    },
    second: {
      on: {
        NEXT: 'third',
        SWIPE_LEFT: 'third',
        PREVIOUS: 'first',
        SWIPE_RIGHT: 'first',
        SHORT_SWIPE_LEFT: 'second',
        SHORT_SWIPE_RIGHT: 'second',
        DOT_FIRST: 'first',
        DOT_LAST: 'third',
      },
    },
    third: {
      on: {
        NEXT: 'third',
        SWIPE_LEFT: 'third',
        PREVIOUS: 'second',
        SWIPE_RIGHT: 'second',
        SHORT_SWIPE_LEFT: 'third',
        SHORT_SWIPE_RIGHT: 'third',
        DOT_FIRST: 'first',
        DOT_LAST: 'third',
      },
    },
  },
})

const positions = ['first', 'second', 'third']

function start() {
  const page = { shows: 0 }
  const machine = carouselMachine.provide({
    actions: { indexChanged: ({ context }) => Object.assign(page, { shows: context.index }) },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { count: positions.length } })
  actor.start()
  return { actor, page }
}
type Carousel = ReturnType<typeof start>

function view({ actor, page }: Carousel): string {
  const { index } = actor.getSnapshot().context
  const position = positions[index] ?? `index ${index}`
  return page.shows === index ? position : `${position} (the page shows ${page.shows})`
}

function perform({ actor }: Carousel, { type }: CarouselModelEvent) {
  const beyond = SWIPE_THRESHOLD_PX + 1
  const events = {
    NEXT: { type: 'carousel.next' },
    PREVIOUS: { type: 'carousel.previous' },
    SWIPE_LEFT: { type: 'carousel.swipe', deltaX: -beyond },
    SWIPE_RIGHT: { type: 'carousel.swipe', deltaX: beyond },
    SHORT_SWIPE_LEFT: { type: 'carousel.swipe', deltaX: -SWIPE_THRESHOLD_PX },
    SHORT_SWIPE_RIGHT: { type: 'carousel.swipe', deltaX: SWIPE_THRESHOLD_PX },
    DOT_FIRST: { type: 'carousel.goTo', index: 0 },
    DOT_LAST: { type: 'carousel.goTo', index: positions.length - 1 },
  } as const
  actor.send(events[type])
}

const harness: Harness<typeof model, Carousel, string> = { start, perform, view, expected: byStateName }

describe('carouselMachine against the model', () => {
  const paths = modelTests(model, harness, { maxSteps: 4, sizes: { states: 3, transitions: 15, simple: 11 } })

  it('the model tries every move at both ends', () => {
    for (const end of ['first', 'third']) {
      const tried = paths.edges.filter((edge) => edge.from.value === end).map((edge) => edge.event.type)
      expect(new Set(tried).size).toBe(8)
    }
  })
})
