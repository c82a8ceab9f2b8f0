import { Suspense, use, useState } from 'react'
import { NoScriptNote } from '../../ui/NoScriptNote'

type QuizCode = typeof import('./ScholarshipQuiz')

// The quiz (and XState) are not part of the page's own code. They are requested when
// /becas's own code runs (in the browser), before React hydrates the page: a «Comenzar Quiz»
// tapped before hydration is replayed as soon as the button is React's, and the quiz must be
// here by then. A visit whose app never starts never downloads the quiz.
let quizCode: Promise<QuizCode> | undefined
function loadQuiz(): Promise<QuizCode> {
  if (!quizCode) {
    const promise = import('./ScholarshipQuiz')
    // Marked the way React's `use` reads it, so a quiz whose code is already here renders in
    // the tap's own update instead of suspending for a later one (React.lazy always does).
    promise.then(
      (code) => Object.assign(promise, { status: 'fulfilled', value: code }),
      () => {
        quizCode = undefined // the next tap asks again (the error page offers a reload)
      },
    )
    quizCode = promise
  }
  return quizCode
}
if (!import.meta.env.SSR) void loadQuiz()

function LoadedQuiz() {
  const { ScholarshipQuiz } = use(loadQuiz())
  return <ScholarshipQuiz />
}

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
  const [started, setStarted] = useState(false)
  return (
    <section className="quiz-intro" aria-labelledby="quiz-intro-titulo">
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
        {!started && (
          <button type="button" className="button button--primary needs-js" onClick={() => setStarted(true)}>
            Comenzar Quiz
          </button>
        )}
      </div>
      {started && (
        <Suspense fallback={<QuizFallback />}>
          <LoadedQuiz />
        </Suspense>
      )}
    </section>
  )
}
