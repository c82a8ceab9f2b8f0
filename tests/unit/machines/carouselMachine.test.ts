import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { carouselMachine, clampIndex } from '../../../machines/carouselMachine'

function startCarousel(count: number, index = 0) {
  const indexChanged = vi.fn()
  const actor = createActor(
    carouselMachine.provide({ actions: { indexChanged: ({ context }) => indexChanged(context.index) } }),
    { input: { count, index } },
  )
  actor.start()
  return { actor, indexChanged, index: () => actor.getSnapshot().context.index }
}

describe('carouselMachine', () => {
  it('clamps the index between the first and the last item', () => {
    const carousel = startCarousel(3)
    carousel.actor.send({ type: 'carousel.previous' })
    expect(carousel.index()).toBe(0)
    carousel.actor.send({ type: 'carousel.next' })
    carousel.actor.send({ type: 'carousel.next' })
    carousel.actor.send({ type: 'carousel.next' })
    expect(carousel.index()).toBe(2)
    carousel.actor.send({ type: 'carousel.goTo', index: 99 })
    expect(carousel.index()).toBe(2)
    carousel.actor.send({ type: 'carousel.goTo', index: -4 })
    expect(carousel.index()).toBe(0)
    expect(startCarousel(3, 7).index()).toBe(2)
    expect(clampIndex(1, 0)).toBe(0)
  })

  it.each([
    [-41, 1],
    [-40, 0],
    [40, 0],
    [41, -1],
  ])('a swipe of %i px moves by %i', (deltaX, move) => {
    const carousel = startCarousel(5, 2)
    carousel.actor.send({ type: 'carousel.swipe', deltaX })
    expect(carousel.index()).toBe(2 + move)
  })

  it('reports every change of the shown item', () => {
    const carousel = startCarousel(4)
    carousel.actor.send({ type: 'carousel.next' })
    carousel.actor.send({ type: 'carousel.goTo', index: 3 })
    carousel.actor.send({ type: 'carousel.swipe', deltaX: 80 })
    expect(carousel.indexChanged.mock.calls).toEqual([[1], [3], [2]])
  })

  it('keeps the index inside a shorter list', () => {
    const carousel = startCarousel(6, 5)
    carousel.actor.send({ type: 'carousel.resize', count: 2 })
    expect(carousel.index()).toBe(1)
  })
})
