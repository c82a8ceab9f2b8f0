import { assign, fromPromise, setup } from 'xstate'
import type { ExcerptPart } from '../src/domain/searchExcerpt'
import type { SearchKind } from '../src/domain/searchKinds'

/** One result as the page shows it. */
export interface SearchHit {
  url: string
  title: string
  /** What it is part of: «Módulo 2: … · Finanzas personales», «Facultad · Nuevo León». */
  context: string
  /** A few words around the match, the matched words marked. */
  excerpt: ExcerptPart[]
  kind: SearchKind
  /** What the result is: «Beca», «Guía», «Sección del curso»… */
  label: string
}

export interface SearchAnswer {
  /** Results of the asked kind (or of every kind), best first across kinds. */
  hits: SearchHit[]
  /** How many results each kind has for the words, whatever kind is chosen. */
  counts: Partial<Record<SearchKind, number>>
  /** The first hit is a clear winner («Mejor resultado»). */
  best: boolean
  /** What was searched when it is not what was typed. */
  understood: {
    /** Words no page uses, even with a typo forgiven: dropped. */
    unknown: string[]
    /** Words searched as the nearest word a page uses. */
    corrected: { typed: string; used: string }[]
    /** The words as searched. */
    searched: string
  }
}

export interface SearchRequest {
  q: string
  kind: SearchKind | undefined
}

export interface SearchContext extends SearchRequest {
  /** The answer on screen and the words it answers (older than `q` while a search runs). */
  answer: SearchAnswer | null
  answered: SearchRequest | null
}

export type SearchEvent =
  | { type: 'search.type'; q: string }
  | { type: 'search.kind'; kind: SearchKind | undefined }
  | { type: 'search.retry' }

/**
 * Words worth searching: a word of two letters or more (fewer find nothing useful), or a number. A lone letter («ñ»),
 * symbols («¿?», «$$») or single letters apart («a b») are not: the page says what to type.
 * (The engine keeps the same rule in src/domain/searchWords.ts; written here so the page
 * decides without loading it.)
 */
export const hasSearchableWord = (q: string): boolean => /[\p{L}\p{N}]{2,}|\p{N}/u.test(q)

const notProvided = fromPromise<SearchAnswer, SearchRequest>(() =>
  Promise.reject(new Error('runSearch was not provided to searchMachine')),
)

const request = ({ context }: { context: SearchContext }): SearchRequest => ({
  q: context.q.trim(),
  kind: context.kind,
})

/**
 * «Buscar»: results appear as the student types. Each change of the words waits for a short
 * pause (`typing`) before it searches, a change of kind searches at once; an answer to
 * anything but the latest words is never shown (the search restarts). Running the search
 * (src/features/search/siteSearch.ts) is the injected `runSearch` actor; a failure keeps the words
 * and offers to retry.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchRequest,
  },
  actors: { runSearch: notProvided },
  delays: { typing: 200 },
  guards: {
    hasWords: ({ context }) => hasSearchableWord(context.q),
  },
  actions: {
    setWords: assign({ q: (_, q: string) => q }),
    setKind: assign({ kind: (_, kind: SearchKind | undefined) => kind }),
    forget: assign({ answer: null, answered: null }),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ q: input.q, kind: input.kind, answer: null, answered: null }),
  initial: 'deciding',
  on: {
    'search.type': { target: '.waiting', actions: { type: 'setWords', params: ({ event }) => event.q } },
    'search.kind': { target: '.deciding', actions: { type: 'setKind', params: ({ event }) => event.kind } },
  },
  states: {
    deciding: {
      always: [{ guard: 'hasWords', target: 'searching' }, { target: 'empty' }],
    },
    /** No word of two letters or more: nothing to search; the page says what to type (hasSearchableWord). */
    empty: { entry: 'forget' },
    /** The student is typing: search once they pause. */
    waiting: {
      after: { typing: 'deciding' },
    },
    searching: {
      invoke: {
        src: 'runSearch',
        input: request,
        onDone: {
          target: 'answered',
          actions: assign(({ event, context }) => ({ answer: event.output, answered: request({ context }) })),
        },
        onError: 'failed',
      },
    },
    answered: {},
    /** The search code or the index could not load (offline on a first visit, say). */
    failed: {
      on: { 'search.retry': 'deciding' },
    },
  },
})

/** How many results the answer on screen has in all (the live region says it). */
export const totalOf = (answer: SearchAnswer) =>
  Object.values(answer.counts).reduce((sum, count) => sum + (count ?? 0), 0)
