import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react'
import type { Course } from '../../../data/courses.schema'
import type { QuizQuestion } from '../../../data/module.schema'
import { examMachine, examResultText } from '../../../machines/examMachine'
import { FINAL_EXAM_SECTION, hasPassed, PASS_RATIO } from '../../domain/courseOutline'
import { markOf, type QuizMark } from '../../domain/quizMarks'
import { Entering } from '../../ui/Entering'
import { FormStatus } from '../../ui/FormStatus'
import { scrollToY } from '../../ui/motion'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { sendProgress } from './pageProgress'

/** The form and the e-mail client load only when a student passes. */
const CertificateRequest = lazy(() => import('./CertificateRequest'))

/** Where the page scrolls after a quiz is submitted (spec §9). */
export const RESULT_SCROLL_Y = 120

/** What a submitted option says: the chosen one right or wrong, and after a wrong one, which was right. */
const MARK_TEXT: Record<QuizMark, string> = {
  correct: 'Correcta',
  incorrect: 'Incorrecta',
  answer: 'Esta es la correcta',
}

interface ExamSectionProps {
  questions: QuizQuestion[]
  course: Course
  moduleId: string
  sectionId: string
}

/** «la pregunta 3», «las preguntas 2, 5 y 7»: what is still unanswered, by number. */
export function missingText(numbers: number[]): string {
  if (numbers.length === 1) return `Te falta responder la pregunta ${numbers[0]}.`
  const list = `${numbers.slice(0, -1).join(', ')} y ${numbers.at(-1)}`
  return `Te falta responder las preguntas ${list}.`
}

/**
 * A mini-quiz or final exam: radios, «Enviar respuestas», marks on the chosen options, retry.
 * Focus follows each step (WCAG 2.4.3): to the score after sending, to the first question
 * left unanswered when something is missing, to the first question after a confirmed retry.
 */
export function ExamSection({ questions, course, moduleId, sectionId }: ExamSectionProps) {
  const form = useRef<HTMLFormElement>(null)
  const [machine] = useState(() =>
    examMachine.provide({
      // Scroll once React has drawn the change, so the result appearing or disappearing
      // above the questions does not cancel the scroll.
      actions: {
        scrollToResult: () => requestAnimationFrame(() => scrollToY(RESULT_SCROLL_Y)),
        // «Top» is the quiz's first question: focusing it brings it into view under the
        // sticky header, where a student starting over carries on.
        scrollToTop: () => requestAnimationFrame(() => form.current?.querySelector('input')?.focus()),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { questions } })
  const { answers, score } = state.context
  const submitted = state.matches('submitted')
  const isFinal = sectionId === FINAL_EXAM_SECTION
  const summary = useRef<HTMLDivElement>(null)
  const [triedToSend, setTriedToSend] = useState(false)
  const missing = questions.flatMap((question, index) =>
    answers[question.id] === undefined ? [index + 1] : [],
  )

  // Every submitted attempt counts towards this quiz's best score, kept on the device.
  useEffect(() => {
    if (!submitted || score === null) return
    sendProgress({
      type: 'quiz.score',
      courseId: course.id,
      moduleId,
      sectionId,
      score,
      total: questions.length,
    })
  }, [submitted, score, course.id, moduleId, sectionId, questions.length])

  // The score takes focus where it appears (the page scrolls it into view): a screen reader
  // reads it, verdict included, and Tab goes on from there, not from the far-away button.
  useEffect(() => {
    if (submitted) summary.current?.focus({ preventScroll: true })
  }, [submitted])

  const retry = (
    <RetryButton
      onConfirm={() => {
        setTriedToSend(false)
        send({ type: 'exam.retry' })
      }}
    />
  )

  return (
    <>
      <NoScriptNote>Para responder este quiz necesitas activar JavaScript.</NoScriptNote>
      {submitted && score !== null && (
        <Entering className="exam__outcome needs-js" from={{ y: 16, scale: 0.97 }}>
          <ExamSummary
            summary={summary}
            score={score}
            questions={questions}
            verdict={isFinal ? <Verdict score={score} total={questions.length} /> : null}
          />
          {isFinal && (
            <FinalExamOutcome
              course={course}
              questions={questions}
              answers={answers}
              score={score}
              retry={retry}
            />
          )}
        </Entering>
      )}
      <form
        ref={form}
        className="exam needs-js"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          // Nothing is sent with a question unanswered: the line under the button names it,
          // and focus goes to it (WCAG 3.3.1, 3.3.2).
          const firstMissing = questions.find((question) => answers[question.id] === undefined)
          if (firstMissing) {
            setTriedToSend(true)
            form.current?.querySelector<HTMLInputElement>(`input[name="${firstMissing.id}"]`)?.focus()
            return
          }
          send({ type: 'exam.submit' })
        }}
      >
        {questions.map((question, number) => (
          <fieldset key={question.id} className="exam__question">
            <legend>
              <span className="exam__number">{number + 1}.</span> {question.question}
            </legend>
            {question.options.map((option) => {
              const chosen = answers[question.id] === option.key
              const mark = submitted ? markOf(question, option.key, answers[question.id], isFinal) : null
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
                      <span aria-hidden="true">{mark === 'incorrect' ? '✗' : '✓'}</span> {MARK_TEXT[mark]}
                    </span>
                  )}
                </label>
              )
            })}
          </fieldset>
        ))}
        {submitted ? (
          retry
        ) : (
          <>
            <button type="submit" className="button button--primary">
              Enviar respuestas
            </button>
            <FormStatus tone="error">
              {triedToSend && missing.length > 0 ? missingText(missing) : ''}
            </FormStatus>
          </>
        )}
      </form>
    </>
  )
}

/** The score, and on the final exam the verdict: one block that takes focus and is announced. */
function ExamSummary({
  summary,
  score,
  questions,
  verdict,
}: {
  summary: RefObject<HTMLDivElement | null>
  score: number
  questions: QuizQuestion[]
  verdict: ReactNode
}) {
  return (
    <div ref={summary} className="exam__summary" tabIndex={-1} role="status">
      <p className="exam__result">{examResultText(score, questions.length)}</p>
      {verdict}
    </div>
  )
}

function Verdict({ score, total }: { score: number; total: number }) {
  if (hasPassed(score, total)) {
    return (
      // A second beat after the score: the verdict pops.
      <Entering className="exam__verdict-beat" from={{ scale: 0.6 }} delay={0.2}>
        <p className="exam__verdict exam__verdict--passed">¡Aprobaste!</p>
      </Entering>
    )
  }
  return (
    <p className="exam__verdict">
      Aún no apruebas: necesitas al menos {Math.ceil(total * PASS_RATIO)} de {total} (
      {Math.round(PASS_RATIO * 100)} %). Repasa y vuelve a intentarlo cuando quieras.
    </p>
  )
}

/** «Volver a intentar» wipes every answer, so it asks first; the safe answer takes focus. */
function RetryButton({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false)
  const id = useId()
  if (!asking) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        Volver a intentar
      </button>
    )
  }
  return (
    <div className="exam__confirm">
      <p id={id}>¿Borrar tus respuestas y empezar de nuevo?</p>
      <div className="exam__confirm-actions">
        <button type="button" className="button button--primary" aria-describedby={id} onClick={onConfirm}>
          Sí, borrar y volver a intentar
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={id}
          // biome-ignore lint/a11y/noAutofocus: the question appears because the student asked for it
          autoFocus
          onClick={() => setAsking(false)}
        >
          No, conservar mis respuestas
        </button>
      </div>
    </div>
  )
}

/** Modules of the questions answered wrong, in course order (each final-exam question names one). */
export function modulesToReview(
  course: Pick<Course, 'modules'>,
  questions: QuizQuestion[],
  answers: Record<string, string>,
) {
  const missed = new Set(
    questions
      .filter((question) => answers[question.id] !== question.correct)
      .map((question) => question.module),
  )
  return course.modules
    .map((module, index) => ({ ...module, number: index + 1 }))
    .filter((module) => missed.has(module.id))
}

function FinalExamOutcome({
  course,
  questions,
  answers,
  score,
  retry,
}: {
  course: Course
  questions: QuizQuestion[]
  answers: Record<string, string>
  score: number
  retry: ReactNode
}) {
  const total = questions.length
  const review = modulesToReview(course, questions, answers)
  return (
    <>
      {hasPassed(score, total) && (
        <Suspense fallback={<p className="certificate__loading">Cargando la solicitud del certificado…</p>}>
          <CertificateRequest course={course} score={score} total={total} />
        </Suspense>
      )}
      {review.length > 0 && (
        <section className="exam__review" aria-labelledby="repasar-titulo">
          <h3 id="repasar-titulo">Módulos para repasar</h3>
          <p>Son los de las preguntas que fallaste:</p>
          <ul>
            {review.map((module) => (
              <li key={module.id}>
                <Link to="/cursos/$courseId/$moduleId" params={{ courseId: course.id, moduleId: module.id }}>
                  Módulo {module.number}: {module.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {retry}
    </>
  )
}
