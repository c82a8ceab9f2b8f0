import { describe, expect, it } from 'vitest'
import { markOf } from '../../src/lib/quizMarks'

const question = { correct: 'b' } as const
const marks = (chosen: string | undefined, isFinalExam: boolean) =>
  ['a', 'b', 'c', 'd'].map((key) => markOf(question, key, chosen, isFinalExam))

describe('the marks of a submitted quiz', () => {
  it('a right answer is marked «Correcta» and nothing else is', () => {
    expect(marks('b', false)).toEqual([null, 'correct', null, null])
    expect(marks('b', true)).toEqual([null, 'correct', null, null])
  })

  it('after a wrong answer a module quiz shows which was right', () => {
    expect(marks('c', false)).toEqual([null, 'answer', 'incorrect', null])
  })

  it('the final exam marks only the chosen option', () => {
    expect(marks('c', true)).toEqual([null, null, 'incorrect', null])
  })
})
