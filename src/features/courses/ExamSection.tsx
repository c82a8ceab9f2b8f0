import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { Course } from '../../../data/courses.schema'
import type { QuizQuestion } from '../../../data/module.schema'
import { allAnswered, examMachine, examResultText } from '../../../machines/examMachine'
import { FINAL_EXAM_SECTION, hasPassed, PASS_RATIO } from '../../domain/courseOutline'
import { markOf, type QuizMark } from '../../domain/quizMarks'
import { Entering } from '../../ui/Entering'
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

/** A mini-quiz or final exam: radios, «Enviar respuestas», marks on the chosen options, retry. */
export function ExamSection({ questions, course, moduleId, sectionId }: ExamSectionProps) {
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
  const isFinal = sectionId === FINAL_EXAM_SECTION

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

  const retry = (
    <button type="button" className="button button--secondary" onClick={() => send({ type: 'exam.retry' })}>
      Volver a intentar
    </button>
  )

  return (
    <>
      <NoScriptNote>Para responder este quiz necesitas activar JavaScript.</NoScriptNote>
      {submitted && score !== null && (
        <Entering className="exam__outcome needs-js" from={{ y: 16, scale: 0.97 }}>
          <p className="exam__result" role="status">
            {examResultText(score, questions.length)}
          </p>
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
        className="exam needs-js"
        onSubmit={(event) => {
          event.preventDefault()
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
          <button type="submit" className="button button--primary" disabled={!allAnswered(state.context)}>
            Enviar respuestas
          </button>
        )}
      </form>
    </>
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
  retry: React.ReactNode
}) {
  const total = questions.length
  const passed = hasPassed(score, total)
  const needed = Math.ceil(total * PASS_RATIO)
  const review = modulesToReview(course, questions, answers)
  return (
    <>
      {passed ? (
        <>
          {/* A second beat after the score: the verdict pops. */}
          <Entering className="exam__verdict-beat" from={{ scale: 0.6 }} delay={0.2}>
            <p className="exam__verdict exam__verdict--passed">¡Aprobaste!</p>
          </Entering>
          <Suspense fallback={<p className="certificate__loading">Cargando la solicitud del certificado…</p>}>
            <CertificateRequest course={course} score={score} total={total} />
          </Suspense>
        </>
      ) : (
        <p className="exam__verdict">
          Aún no apruebas: necesitas al menos {needed} de {total} ({Math.round(PASS_RATIO * 100)} %). Repasa y
          vuelve a intentarlo cuando quieras.
        </p>
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
