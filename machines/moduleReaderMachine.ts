import { assign, setup } from 'xstate'

export interface ReaderContext {
  /** Section ids of the open module, in order. */
  sections: string[]
  index: number
  /** The id of the next module of the same course, if there is one. */
  nextModuleId: string | null
}

export interface ReaderInput {
  sections: string[]
  nextModuleId: string | null
  /** The section to open at (from the URL); unknown or absent → the first. */
  sectionId?: string
}

export type ReaderEvent =
  | { type: 'reader.next' }
  | { type: 'reader.previous' }
  | { type: 'reader.goTo'; sectionId: string }
  | ({ type: 'reader.open' } & ReaderInput)

const indexOf = (sections: string[], sectionId: string | undefined) =>
  Math.max(0, sectionId ? sections.indexOf(sectionId) : 0)

/**
 * Module reader navigation (spec §2 "Module reader"): previous/next through the sections;
 * next on the last section opens the next module; no next after the last section of the
 * last module; no previous before the first section. Showing a section, opening a module
 * and scrolling are injected actions.
 */
export const moduleReaderMachine = setup({
  types: {
    context: {} as ReaderContext,
    events: {} as ReaderEvent,
    input: {} as ReaderInput,
  },
  guards: {
    hasNextSection: ({ context }) => context.index < context.sections.length - 1,
    hasPreviousSection: ({ context }) => context.index > 0,
    hasNextModule: ({ context }) => context.nextModuleId !== null,
    isKnownOtherSection: ({ context, event }) =>
      event.type === 'reader.goTo' &&
      context.sections.includes(event.sectionId) &&
      context.sections.indexOf(event.sectionId) !== context.index,
  },
  actions: {
    stepForward: assign({ index: ({ context }) => context.index + 1 }),
    stepBack: assign({ index: ({ context }) => context.index - 1 }),
    jump: assign({
      index: ({ context, event }) =>
        event.type === 'reader.goTo' ? indexOf(context.sections, event.sectionId) : context.index,
    }),
    openModule: assign(({ event }) =>
      event.type === 'reader.open'
        ? {
            sections: event.sections,
            nextModuleId: event.nextModuleId,
            index: indexOf(event.sections, event.sectionId),
          }
        : {},
    ),
    /** Puts the current section in the URL. */
    showSection: () => {},
    /** Navigates to the next module of the course. */
    openNextModule: () => {},
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'moduleReader',
  context: ({ input }) => ({
    sections: input.sections,
    nextModuleId: input.nextModuleId,
    index: indexOf(input.sections, input.sectionId),
  }),
  initial: 'reading',
  states: {
    reading: {
      on: {
        'reader.next': [
          { guard: 'hasNextSection', actions: ['stepForward', 'showSection', 'scrollToTop'] },
          { guard: 'hasNextModule', actions: 'openNextModule' },
        ],
        'reader.previous': {
          guard: 'hasPreviousSection',
          actions: ['stepBack', 'showSection', 'scrollToTop'],
        },
        // goTo follows the URL (side links, selector, back button): it is already there.
        'reader.goTo': { guard: 'isKnownOtherSection', actions: ['jump', 'scrollToTop'] },
        'reader.open': { actions: ['openModule', 'scrollToTop'] },
      },
    },
  },
})

/** Whether «Siguiente» can do anything: another section, or another module after this one. */
export const canGoNext = (context: ReaderContext) =>
  context.index < context.sections.length - 1 || context.nextModuleId !== null
export const canGoPrevious = (context: ReaderContext) => context.index > 0
