import { useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import {
  answersBefore,
  COUNTED_STEPS,
  INSTITUTION_VARIANT_COUNT,
  type QuizAnswers,
  quizSteps,
} from '../../../machines/quizContent'
import { quizMachine, quizMessages } from '../../../machines/quizMachine'
import { levelLabel } from '../../domain/scholarshipReference'
import { emailDelays } from '../../services/email'
import { Entering } from '../../ui/Entering'
import { prefersReducedMotion } from '../../ui/motion'
import { QuizInputs } from './QuizInputs'
import { sendQuizResults } from './quizActors'
import { answersToSearch, type QuizPageSearch, searchToAnswers } from './resultsSearch'

/** Chips of what the student answered so far, so the conversation keeps its context. */
function AnswerChips({ answers }: { answers: Partial<QuizAnswers> }) {
  const chips = [
    answers.mexicoState,
    answers.institution,
    ...(answers.educationLevel ?? []).map((level) => levelLabel(level)),
    answers.interestArea,
    answers.gpa,
    answers.scholarshipType,
  ].filter(Boolean)
  if (chips.length === 0) return null
  return (
    <ul className="quiz__chips" aria-label="Tus respuestas">
      {chips.map((chip) => (
        <li key={chip}>{chip}</li>
      ))}
    </ul>
  )
}

/** 1 when the quiz moved on to a later step, -1 when «Atrás» took it back, 0 before either. */
function useStepDirection(stepIndex: number) {
  const [last, setLast] = useState({ index: stepIndex, direction: 0 })
  if (last.index === stepIndex) return last.direction
  // A new step: remembered at once (React re-renders before showing anything).
  const next = { index: stepIndex, direction: stepIndex > last.index ? 1 : -1 }
  setLast(next)
  return next.direction
}

/** The quiz's place in the page's URL (/quiz-becas): read on load and on the back button, written on each step. */
export interface QuizUrl {
  search: QuizPageSearch
  go: (search: QuizPageSearch, how: 'push' | 'replace') => void
  back: () => void
}

/** The consent step («Paso 7»): the last one a URL names. */
const LAST_STEP_IN_URL = 6

/** The URL of a step: its number and the answers before it (step 1: none). */
function stepSearch(stepIndex: number, answers: Partial<QuizAnswers>): QuizPageSearch {
  return {
    ...answersToSearch(answersBefore(stepIndex, answers)),
    paso: stepIndex > 0 ? (String(stepIndex + 1) as QuizPageSearch['paso']) : undefined,
  }
}

const searchKey = (search: QuizPageSearch) =>
  JSON.stringify(
    Object.entries(search).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  )

/**
 * The 8-step scholarship quiz card (spec §4), driven by quizMachine. With `url` (its own
 * page) the step and the answers so far live in the URL: a reload resumes there, each step
 * is a history entry, and the back button (and «Atrás») go one step back (decision 0040).
 */
export function ScholarshipQuiz({ url }: { url?: QuizUrl } = {}) {
  const navigate = useNavigate()
  const [machine] = useState(() =>
    quizMachine.provide({
      delays: emailDelays,
      actors: { sendResults: sendQuizResults },
      actions: {
        showResults: ({ context }) =>
          navigate({
            to: '/filtro-becas',
            search: answersToSearch(context.answers),
            state: { quizAnswers: context.answers },
          }),
      },
    }),
  )
  const [institutionVariant] = useState(() => Math.floor(Math.random() * INSTITUTION_VARIANT_COUNT))
  const [state, send] = useMachine(machine, { input: { institutionVariant } })
  const firstInputRef = useRef<HTMLElement | null>(null)
  const { context } = state
  const direction = useStepDirection(context.stepIndex)

  // The URL and the machine follow each other: a URL that changed (the page opened, the back
  // button) moves the machine; a step the machine reached is written to the URL, a new entry
  // when it moved forward. `lastUrl` tells the two apart; `entries` counts the entries this
  // quiz added, so «Atrás» can go back through them instead of adding another.
  const lastUrl = useRef<string | null>(null)
  const written = useRef<string | null>(null)
  const entries = useRef(0)
  useEffect(() => {
    if (!url) return
    const urlKey = searchKey(url.search)
    const urlStep = Number(url.search.paso ?? '1') - 1
    // The e-mail step is not in the URL (its consent is not kept): it stays at the consent's.
    const stepIndex = Math.min(context.stepIndex, LAST_STEP_IN_URL)
    if (urlKey !== lastUrl.current) {
      lastUrl.current = urlKey
      if (urlStep !== stepIndex) {
        if (urlStep < stepIndex) entries.current = Math.max(0, entries.current - 1)
        send({ type: 'quiz.resume', stepIndex: urlStep, answers: searchToAnswers(url.search) })
        return
      }
    }
    const wanted = stepSearch(stepIndex, context.answers)
    const wantedKey = searchKey(wanted)
    // Already there, or already on its way (the router updates the URL a moment later).
    if (wantedKey === urlKey || wantedKey === written.current) return
    written.current = wantedKey
    const forward = stepIndex > urlStep
    if (forward) entries.current += 1
    url.go(wanted, forward ? 'push' : 'replace')
  }, [url, context.stepIndex, context.answers, send])
  const goBack = () => {
    if (url && entries.current > 0) url.back()
    else send({ type: 'quiz.back' })
  }

  const step = quizSteps[context.stepIndex] ?? 'mexicoState'
  const loading = state.matches({ asking: 'loading' })
  const typing = state.matches({ asking: 'typing' })
  const inputsShown = state.matches({ asking: 'inputs' })
  const sending = state.matches({ asking: { inputs: 'sending' } })
  const sent = state.matches('emailSent')
  const loadingResults = state.matches('loadingResults')
  const emailStepDone = step === 'finalEmail' && (sent || loadingResults)
  const isLastStep = step === 'finalEmail'
  // With reduced motion nothing is typed out: the dots (still) stay until the spec's typing
  // would end, then the question appears whole. The machine's timings are the same either way.
  const writing = loading || (typing && prefersReducedMotion())
  const visibleQuestion = typing ? context.question.slice(0, context.typed) : context.question

  // Focus moves to the first input as soon as it appears (for option buttons: the first one),
  // but only from inside the quiz or from nowhere: a student busy elsewhere on the page (the
  // header's menu, a link) keeps their place (WCAG 3.2.1, 2.4.3).
  const sectionRef = useRef<HTMLElement | null>(null)
  const focusKey = inputsShown ? `${context.stepIndex}-${Math.min(context.revealed, 1)}` : ''
  useEffect(() => {
    if (!focusKey) return
    const active = document.activeElement
    const elsewhere = active && active !== document.body && !sectionRef.current?.contains(active)
    if (!elsewhere) firstInputRef.current?.focus({ preventScroll: true })
  }, [focusKey])

  return (
    <section className="quiz" aria-labelledby="quiz-titulo" ref={sectionRef}>
      <h2 id="quiz-titulo" className="visually-hidden">
        Quiz de becas
      </h2>
      {!isLastStep && (
        <div className="quiz__progress">
          <p className="quiz__counter">
            Paso {context.stepIndex + 1} de {COUNTED_STEPS}
          </p>
          <progress
            className="quiz__bar"
            aria-label="Progreso del quiz"
            value={context.stepIndex + 1}
            max={COUNTED_STEPS}
          />
        </div>
      )}

      <AnswerChips answers={context.answers} />

      {/* Each new step's bubble arrives from the side the student is going (the first one is
          simply there); the machine's dots and typing play inside it at the machine's pace. */}
      <Entering
        key={context.stepIndex}
        className="quiz__bubble"
        from={{ x: 24 * direction }}
        still={direction === 0}
      >
        {writing ? (
          <span className="quiz__dots" role="img" aria-label="Escribiendo">
            <span />
            <span />
            <span />
          </span>
        ) : (
          <p className="quiz__question" aria-hidden="true">
            {visibleQuestion}
          </p>
        )}
      </Entering>
      {/* The whole question at once for screen readers; the typing effect is visual only. */}
      <p className="visually-hidden" aria-live="polite">
        {loading ? '' : context.question}
      </p>

      {(inputsShown || emailStepDone) && (
        <QuizInputs
          step={step}
          context={context}
          question={context.question}
          send={send}
          sending={sending}
          sent={sent}
          loadingResults={loadingResults}
          firstInputRef={firstInputRef}
        />
      )}
      {loadingResults && !emailStepDone && (
        <p className="status status--info" role="status">
          {quizMessages.loadingResults}
        </p>
      )}

      <div className="quiz__footer">
        {context.stepIndex > 0 && !sent && !loadingResults ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={!inputsShown || sending}
            onClick={goBack}
          >
            Atrás
          </button>
        ) : (
          <span />
        )}
        <p className="quiz__ai">Impulsado por IA</p>
      </div>
    </section>
  )
}
