import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { examMachine, examResultText } from '../../../machines/examMachine'

const questions = [
  { id: 'q1', correct: 'a' },
  { id: 'q2', correct: 'b' },
  { id: 'q3', correct: 'c' },
]

function startExam() {
  const scrollToResult = vi.fn()
  const scrollToTop = vi.fn()
  const actor = createActor(examMachine.provide({ actions: { scrollToResult, scrollToTop } }), {
    input: { questions },
  })
  actor.start()
  const answer = (questionId: string, key: string) => actor.send({ type: 'exam.answer', questionId, key })
  return { actor, answer, scrollToResult, scrollToTop, snapshot: () => actor.getSnapshot() }
}

describe('examMachine', () => {
  it('keeps one choice per question, the last one', () => {
    const exam = startExam()
    exam.answer('q1', 'b')
    exam.answer('q1', 'a')
    exam.answer('q9', 'a')
    expect(exam.snapshot().context.answers).toEqual({ q1: 'a' })
  })

  it('refuses to submit until every question is answered', () => {
    const exam = startExam()
    exam.answer('q1', 'a')
    exam.answer('q2', 'b')
    exam.actor.send({ type: 'exam.submit' })
    expect(exam.snapshot().value).toBe('answering')
    expect(exam.scrollToResult).not.toHaveBeenCalled()
  })

  it('holds the score on submit, locks the answers and scrolls to the result', () => {
    const exam = startExam()
    exam.answer('q1', 'a')
    exam.answer('q2', 'd')
    exam.answer('q3', 'c')
    exam.actor.send({ type: 'exam.submit' })
    expect(exam.snapshot().value).toBe('submitted')
    expect(exam.snapshot().context.score).toBe(2)
    expect(exam.scrollToResult).toHaveBeenCalledTimes(1)
    exam.answer('q2', 'b')
    expect(exam.snapshot().context.answers.q2).toBe('d')
  })

  it('«Volver a intentar» clears answers and score and scrolls to the top', () => {
    const exam = startExam()
    for (const question of questions) exam.answer(question.id, question.correct)
    exam.actor.send({ type: 'exam.submit' })
    exam.actor.send({ type: 'exam.retry' })
    expect(exam.snapshot().value).toBe('answering')
    expect(exam.snapshot().context).toMatchObject({ answers: {}, score: null })
    expect(exam.scrollToTop).toHaveBeenCalledTimes(1)
  })

  it('resets whenever its section is entered again', () => {
    const exam = startExam()
    exam.answer('q1', 'a')
    exam.actor.send({ type: 'exam.reset' })
    expect(exam.snapshot().context.answers).toEqual({})
    for (const question of questions) exam.answer(question.id, question.correct)
    exam.actor.send({ type: 'exam.submit' })
    exam.actor.send({ type: 'exam.reset' })
    expect(exam.snapshot()).toMatchObject({ value: 'answering', context: { score: null } })
  })

  it.each([
    [3, 5, 'Obtuviste 3 de 5 correctas (60%)'],
    [12, 20, 'Obtuviste 12 de 20 correctas (60%)'],
    [1, 3, 'Obtuviste 1 de 3 correctas (33%)'],
    [2, 3, 'Obtuviste 2 de 3 correctas (67%)'],
    [0, 5, 'Obtuviste 0 de 5 correctas (0%)'],
  ])('reports %i of %i as «%s»', (score, total, text) => {
    expect(examResultText(score, total)).toBe(text)
  })
})
