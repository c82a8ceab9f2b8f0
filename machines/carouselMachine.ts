import { assign, setup } from 'xstate'

/** A horizontal swipe longer than this moves the carousel (spec §9). */
export const SWIPE_THRESHOLD_PX = 40

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.swipe'; deltaX: number }
  | { type: 'carousel.resize'; count: number }

export interface CarouselContext {
  index: number
  count: number
}

/** The index stays between the first and the last item (spec §4). */
export const clampIndex = (index: number, count: number) =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1))

/**
 * An image carousel: previous/next, dots (goTo) and swipes. A swipe leftwards (negative
 * deltaX) beyond 40 px shows the next item, rightwards the previous one. `indexChanged`
 * is injected so a page can follow the shown item (e.g. the ?v= variant).
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { count: number; index?: number },
  },
  guards: {
    swipedLeft: ({ event }) => event.type === 'carousel.swipe' && event.deltaX < -SWIPE_THRESHOLD_PX,
    swipedRight: ({ event }) => event.type === 'carousel.swipe' && event.deltaX > SWIPE_THRESHOLD_PX,
  },
  actions: {
    step: assign({
      index: ({ context }, delta: number) => clampIndex(context.index + delta, context.count),
    }),
    jump: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.goTo' ? clampIndex(event.index, context.count) : context.index,
    }),
    resize: assign(({ context, event }) =>
      event.type === 'carousel.resize'
        ? { count: event.count, index: clampIndex(context.index, event.count) }
        : {},
    ),
    indexChanged: () => {},
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({ count: input.count, index: clampIndex(input.index ?? 0, input.count) }),
  on: {
    'carousel.next': { actions: [{ type: 'step', params: 1 }, 'indexChanged'] },
    'carousel.previous': { actions: [{ type: 'step', params: -1 }, 'indexChanged'] },
    'carousel.goTo': { actions: ['jump', 'indexChanged'] },
    'carousel.swipe': [
      { guard: 'swipedLeft', actions: [{ type: 'step', params: 1 }, 'indexChanged'] },
      { guard: 'swipedRight', actions: [{ type: 'step', params: -1 }, 'indexChanged'] },
    ],
    'carousel.resize': { actions: 'resize' },
  },
})
