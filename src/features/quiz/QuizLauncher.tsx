import { lazy, Suspense, useEffect, useState } from 'react'
import { NoScriptNote } from '../../ui/NoScriptNote'

// The quiz (and XState) are not part of the page's own code: they load once the app runs
// here (somebody tapped something on /becas), so «Comenzar Quiz» does not wait for them.
const loadQuiz = () => import('./ScholarshipQuiz')
const ScholarshipQuiz = lazy(() => loadQuiz().then((module) => ({ default: module.ScholarshipQuiz })))

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
  useEffect(() => {
    void loadQuiz()
  }, [])
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
          <ScholarshipQuiz />
        </Suspense>
      )}
    </section>
  )
}
