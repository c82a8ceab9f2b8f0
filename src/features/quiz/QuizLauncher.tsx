import { type ComponentType, useState } from 'react'
import { useAppPart } from '../../ui/appPart'
import { NoScriptNote } from '../../ui/NoScriptNote'

type QuizCode = typeof import('./ScholarshipQuiz')

// The quiz (and XState) are not part of the page's own code. They are requested when
// /becas's own code runs (in the browser), before React hydrates the page, so a «Comenzar
// Quiz» tapped before hydration finds them here when the loader replays it. A visit whose
// app never starts never downloads the quiz.
let quizCode: Promise<QuizCode> | undefined
function loadQuiz(): Promise<QuizCode> {
  quizCode ??= import('./ScholarshipQuiz').catch((error: unknown) => {
    quizCode = undefined // the next tap asks again
    throw error
  })
  return quizCode
}
if (!import.meta.env.SSR) void loadQuiz().catch(() => {})

export function QuizFallback() {
  return (
    <div className="quiz quiz--loading" aria-busy="true">
      <span className="quiz__dots" role="img" aria-label="Cargando el quiz">
        <span />
        <span />
        <span />
      </span>
    </div>
  )
}

/** /becas: the invitation with «Comenzar Quiz»; the quiz stays hidden until it is pressed. */
export function QuizLauncher() {
  // The quiz's component once the tap has it: with its code already here (the usual case) it
  // renders a moment after the tap; on a slow connection, the dots show meanwhile.
  const [quiz, setQuiz] = useState<{ Quiz: ComponentType } | 'loading' | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const part = useAppPart<HTMLElement>('quiz-launcher', ['tap'])
  if (failure) throw failure // the error page offers a reload
  const start = () => {
    setQuiz('loading')
    loadQuiz().then(
      (code) => setQuiz({ Quiz: code.ScholarshipQuiz }),
      (error: unknown) => setFailure(error),
    )
  }
  return (
    <section className="quiz-intro" aria-labelledby="quiz-intro-titulo" {...part}>
      <div className="quiz-intro__text">
        <p className="quiz-intro__label">Impulsado por IA</p>
        <h2 id="quiz-intro-titulo">¿No sabes por dónde empezar?</h2>
        <p>
          Responde 7 preguntas rápidas sobre dónde vives, qué estudias y qué tipo de apoyo buscas, y te
          mostramos las becas que hacen match contigo, con el porqué de cada una.
        </p>
        <NoScriptNote>
          El quiz necesita JavaScript; mientras tanto, explora todas las becas aquí abajo.
        </NoScriptNote>
        {!quiz && (
          <button type="button" className="button button--primary needs-js" onClick={start}>
            Comenzar Quiz
          </button>
        )}
      </div>
      {quiz === 'loading' && <QuizFallback />}
      {quiz && quiz !== 'loading' && <quiz.Quiz />}
    </section>
  )
}
