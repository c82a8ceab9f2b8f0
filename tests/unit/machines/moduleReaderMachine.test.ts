import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { canGoNext, canGoPrevious, moduleReaderMachine } from '../../../machines/moduleReaderMachine'

function startReader(input: { sections: string[]; nextModuleId: string | null; sectionId?: string }) {
  const showSection = vi.fn()
  const openNextModule = vi.fn()
  const scrollToTop = vi.fn()
  const actor = createActor(
    moduleReaderMachine.provide({
      actions: {
        showSection: ({ context }) => showSection(context.sections[context.index]),
        openNextModule: ({ context }) => openNextModule(context.nextModuleId),
        scrollToTop,
      },
    }),
    { input },
  )
  actor.start()
  return { actor, showSection, openNextModule, scrollToTop, context: () => actor.getSnapshot().context }
}

const sections = ['objetivos', 'lectura', 'quiz']

describe('moduleReaderMachine', () => {
  it('opens at the first section, or at the one the URL names', () => {
    expect(startReader({ sections, nextModuleId: null }).context().index).toBe(0)
    expect(startReader({ sections, nextModuleId: null, sectionId: 'quiz' }).context().index).toBe(2)
    expect(startReader({ sections, nextModuleId: null, sectionId: 'no-existe' }).context().index).toBe(0)
  })

  it('disables «Anterior» on the first section', () => {
    const reader = startReader({ sections, nextModuleId: 'modulo-2' })
    expect(canGoPrevious(reader.context())).toBe(false)
    reader.actor.send({ type: 'reader.previous' })
    expect(reader.context().index).toBe(0)
    expect(reader.showSection).not.toHaveBeenCalled()
  })

  it('moves through the sections, putting each in the URL and scrolling to the top', () => {
    const reader = startReader({ sections, nextModuleId: 'modulo-2' })
    reader.actor.send({ type: 'reader.next' })
    reader.actor.send({ type: 'reader.next' })
    expect(reader.showSection.mock.calls).toEqual([['lectura'], ['quiz']])
    expect(reader.scrollToTop).toHaveBeenCalledTimes(2)
    reader.actor.send({ type: 'reader.previous' })
    expect(reader.context().index).toBe(1)
    expect(canGoPrevious(reader.context())).toBe(true)
  })

  it('«Siguiente» on the last section opens the next module', () => {
    const reader = startReader({ sections, nextModuleId: 'modulo-2', sectionId: 'quiz' })
    expect(canGoNext(reader.context())).toBe(true)
    reader.actor.send({ type: 'reader.next' })
    expect(reader.openNextModule).toHaveBeenCalledWith('modulo-2')
    expect(reader.context().index).toBe(2)
  })

  it('disables «Siguiente» on the last section of the last module', () => {
    const reader = startReader({ sections, nextModuleId: null, sectionId: 'quiz' })
    expect(canGoNext(reader.context())).toBe(false)
    reader.actor.send({ type: 'reader.next' })
    expect(reader.openNextModule).not.toHaveBeenCalled()
    expect(canGoNext(startReader({ sections, nextModuleId: null, sectionId: 'lectura' }).context())).toBe(
      true,
    )
  })

  it('follows the URL to another section without writing it back', () => {
    const reader = startReader({ sections, nextModuleId: null })
    reader.actor.send({ type: 'reader.goTo', sectionId: 'quiz' })
    expect(reader.context().index).toBe(2)
    expect(reader.showSection).not.toHaveBeenCalled()
    expect(reader.scrollToTop).toHaveBeenCalledTimes(1)
    reader.actor.send({ type: 'reader.goTo', sectionId: 'quiz' })
    reader.actor.send({ type: 'reader.goTo', sectionId: 'inventada' })
    expect(reader.scrollToTop).toHaveBeenCalledTimes(1)
  })

  it('opening another module resets to its first section and scrolls to the top', () => {
    const reader = startReader({ sections, nextModuleId: 'modulo-2', sectionId: 'quiz' })
    reader.actor.send({ type: 'reader.open', sections: ['intro', 'examen'], nextModuleId: null })
    expect(reader.context()).toMatchObject({ index: 0, sections: ['intro', 'examen'], nextModuleId: null })
    expect(reader.scrollToTop).toHaveBeenCalledTimes(1)
  })
})
