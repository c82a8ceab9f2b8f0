import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { QuizQuestion } from '../../../data/module.schema'
import { allAnswered, examMachine, examResultText } from '../../../machines/examMachine'
import { scrollToY } from '../../ui/motion'
import { NoScriptNote } from '../../ui/NoScriptNote'

/** Where the page scrolls after a quiz is submitted (spec §9). */
export const RESULT_SCROLL_Y = 120

/** A mini-quiz or final exam: radios, «Enviar respuestas», marks on the chosen options, retry. */
export function ExamSection({ questions }: { questions: QuizQuestion[] }) {
  const [machine] = useState(() =>
    examMachine.provide({
      // Scroll once React has drawn the change, so the result appearing or disappearing
      // above the questions does not cancel the scroll.
      actions: {
        scrollToResult: () => requestAnimationFrame(() => scrollToY(RESULT_SCROLL_Y)),
        scrollToTop: () => requestAnimationFrame(() => scrollToY(0)),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { questions } })
  const { answers, score } = state.context
  const submitted = state.matches('submitted')

  return (
    <>
      <NoScriptNote>Para responder este quiz necesitas activar JavaScript.</NoScriptNote>
      <form
        className="exam needs-js"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'exam.submit' })
        }}
      >
        {submitted && score !== null && (
          <p className="exam__result" role="status">
            {examResultText(score, questions.length)}
          </p>
        )}
        {questions.map((question, number) => (
          <fieldset key={question.id} className="exam__question">
            <legend>
              <span className="exam__number">{number + 1}.</span> {question.question}
            </legend>
            {question.options.map((option) => {
              const chosen = answers[question.id] === option.key
              const mark =
                submitted && chosen ? (option.key === question.correct ? 'correct' : 'incorrect') : null
              return (
                <label key={option.key} className={`exam__option${mark ? ` exam__option--${mark}` : ''}`}>
                  <input
                    type="radio"
                    name={question.id}
                    value={option.key}
                    checked={chosen}
                    disabled={submitted}
                    onChange={() => send({ type: 'exam.answer', questionId: question.id, key: option.key })}
                  />
                  <span>
                    {option.key}) {option.text}
                  </span>
                  {mark && (
                    <span className="exam__mark">
                      <span aria-hidden="true">{mark === 'correct' ? '✓' : '✗'}</span>
                      {mark === 'correct' ? ' Correcta' : ' Incorrecta'}
                    </span>
                  )}
                </label>
              )
            })}
          </fieldset>
        ))}
        {submitted ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: 'exam.retry' })}
          >
            Volver a intentar
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={!allAnswered(state.context)}>
            Enviar respuestas
          </button>
        )}
      </form>
    </>
  )
}
