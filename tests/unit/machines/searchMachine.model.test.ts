import { describe, expect, it } from 'vitest'
import { createActor, createMachine, SimulatedClock } from 'xstate'
import {
  hasSearchableWord,
  type SearchAnswer,
  type SearchRequest,
  searchMachine,
} from '../../../machines/searchMachine'
import { advance, answerableService, settle } from './fakeServices'
import { byStateName, events, type Harness, modelTests, same } from './modelTesting'

/**
 * «Buscar» as the student sees it: nothing shows for fewer than two letters; while they type
 * the page waits for a pause (200 ms), then searches; a change of kind searches at once; the
 * results shown always answer the latest words and kind (an answer to older ones, arriving
 * late, is never shown); a failed search says so and can be retried.
 */
type SearchModelEvent = {
  type: 'TYPE_WORD' | 'TYPE_LETTER' | 'PAUSE' | 'KIND' | 'ANSWER' | 'FAIL' | 'LATE_ANSWER' | 'RETRY'
}

const typing = { TYPE_WORD: '#search.typingWord', TYPE_LETTER: '#search.typingLetter' } as const
const model = createMachine({
  types: {} as { events: SearchModelEvent },
  id: 'search',
  initial: 'nothing',
  states: {
    nothing: { on: { ...typing, KIND: 'nothing', LATE_ANSWER: 'nothing' } },
    typingWord: { on: { ...typing, PAUSE: 'searching', KIND: 'searching', LATE_ANSWER: 'typingWord' } },
    typingLetter: { on: { ...typing, PAUSE: 'nothing', KIND: 'nothing', LATE_ANSWER: 'typingLetter' } },
    searching: {
      on: { ...typing, ANSWER: 'results', FAIL: 'failed', KIND: 'searching', LATE_ANSWER: 'searching' },
    },
    results: { on: { ...typing, KIND: 'searching', LATE_ANSWER: 'results' } },
    failed: { on: { ...typing, RETRY: 'searching', KIND: 'searching', LATE_ANSWER: 'failed' } },
  },
})

const WORDS = ['presupuesto', 'beca', 'curp']
const KINDS = [undefined, 'guias', 'becas'] as const

function start() {
  const clock = new SimulatedClock()
  const search = answerableService<SearchAnswer, SearchRequest>()
  const actor = createActor(searchMachine.provide({ actors: { runSearch: search.logic } }), {
    clock,
    input: { q: '', kind: undefined },
  })
  actor.start()
  return { actor, clock, search, answers: new Map<number, SearchAnswer>(), typed: 0, kinds: 0 }
}
type Search = ReturnType<typeof start>

/** A distinct answer per call, so the screen shows which call it answers. */
const answerFor = (call: number): SearchAnswer => ({
  hits: [
    {
      url: `/guias/${call}`,
      title: `Resultado ${call}`,
      context: '',
      excerpt: [],
      kind: 'guias',
      label: 'Guía',
    },
  ],
  counts: { guias: 1 },
  best: true,
  understood: { unknown: [], corrected: [], searched: `palabra ${call}` },
})

function view({ actor, search, answers }: Search): string {
  const snapshot = actor.getSnapshot()
  const { q, kind, answer, answered } = snapshot.context
  const latest = search.calls.length - 1
  const current = { q: q.trim(), kind }
  if (snapshot.matches('empty')) return answer === null ? 'nothing' : 'nothing (an answer still shown)'
  if (snapshot.matches('waiting')) return q.trim().length >= 2 ? 'typingWord' : 'typingLetter'
  if (snapshot.matches('searching')) {
    const asked = search.calls[latest]
    return asked && !asked.settled && same(asked.input, current) ? 'searching' : 'searching (wrong request)'
  }
  if (snapshot.matches('answered')) {
    const right = same(answered, current) && same(answer, answers.get(latest))
    return right ? 'results' : `results (answers ${JSON.stringify(answered)}, not the latest)`
  }
  return snapshot.matches('failed') ? 'failed' : String(snapshot.value)
}

async function perform(subject: Search, { type }: SearchModelEvent) {
  const { actor, clock, search, answers } = subject
  switch (type) {
    case 'TYPE_WORD':
      actor.send({ type: 'search.type', q: WORDS[subject.typed++ % WORDS.length] ?? 'beca' })
      return
    case 'TYPE_LETTER':
      actor.send({ type: 'search.type', q: 'b' })
      return
    case 'PAUSE':
      advance(clock, 200, 10)
      return settle()
    case 'KIND':
      actor.send({ type: 'search.kind', kind: KINDS[++subject.kinds % KINDS.length] })
      return settle()
    case 'RETRY':
      actor.send({ type: 'search.retry' })
      return settle()
    case 'ANSWER': {
      const latest = search.calls.length - 1
      answers.set(latest, answerFor(latest))
      search.calls[latest]?.settle(answerFor(latest))
      return settle()
    }
    case 'FAIL':
      search.calls.at(-1)?.settle(new TypeError('Failed to fetch'))
      return settle()
    case 'LATE_ANSWER':
      // Every search but the latest answers now (a slow chunk, say): none of it may show.
      search.calls.slice(0, -1).forEach((call, index) => {
        if (!call.settled) call.settle(answerFor(index))
      })
      return settle()
  }
}

const harness: Harness<typeof model, Search, string> = { start, perform, view, expected: byStateName }

describe('searchMachine against the model', () => {
  modelTests(model, harness, {
    maxSteps: 5,
    sizes: { states: 6, transitions: 25, simple: 22 },
    reaches: ['nothing', 'typingWord', 'typingLetter', 'searching', 'results', 'failed'],
    stories: [
      // Typing on while a search runs: the answer that comes is for the latest words only.
      events('TYPE_WORD', 'PAUSE', 'TYPE_WORD', 'PAUSE', 'LATE_ANSWER', 'ANSWER', 'KIND', 'ANSWER'),
      // Offline, then back: retry finds.
      events('TYPE_WORD', 'PAUSE', 'FAIL', 'RETRY', 'FAIL', 'RETRY', 'ANSWER', 'TYPE_LETTER', 'PAUSE'),
    ],
  })
})

describe('what is worth searching (issue 41: a lone letter or symbols say what to type)', () => {
  it('is a word of two letters or more, or a number', () => {
    for (const q of ['ñu', 'cv', 'el', '1', '50 30 20', '¿beca?']) expect(hasSearchableWord(q), q).toBe(true)
    for (const q of ['ñ', 'a', '¿?', '$$', 'a b', ' . ']) expect(hasSearchableWord(q), q).toBe(false)
  })

  it('searches nothing for «ñ», and stays empty for the page to say what to type', async () => {
    const subject = start()
    subject.actor.send({ type: 'search.type', q: 'ñ' })
    advance(subject.clock, 200, 10)
    await settle()
    expect(subject.actor.getSnapshot().matches('empty')).toBe(true)
    expect(subject.search.calls).toHaveLength(0)
    subject.actor.send({ type: 'search.type', q: 'ñu' })
    advance(subject.clock, 200, 10)
    await settle()
    expect(subject.search.calls.map((call) => call.input)).toEqual([{ q: 'ñu', kind: undefined }])
  })
})
