import { type RefObject, useId, useRef, useState } from 'react'
import { institutionGroups, type QuizStepKey, stepKind, stepOptions } from '../../../machines/quizContent'
import type { QuizContext, QuizEvent } from '../../../machines/quizMachine'
import { quizMessages } from '../../../machines/quizMachine'
import { levelLabel } from '../../domain/scholarshipReference'
import { Entering } from '../../ui/Entering'
import { FormStatus, type StatusTone } from '../../ui/FormStatus'

interface QuizInputsProps {
  step: QuizStepKey
  context: QuizContext
  question: string
  send: (event: QuizEvent) => void
  sending: boolean
  sent: boolean
  /** After a sent e-mail, while the results load. */
  loadingResults: boolean
  /** Receives the first input, so focus can move to it when the inputs appear. */
  firstInputRef: RefObject<HTMLElement | null>
}

/** The inputs of one quiz step: a dropdown, checkboxes, option buttons or the e-mail field. */
export function QuizInputs({
  step,
  context,
  question,
  send,
  sending,
  sent,
  loadingResults,
  firstInputRef,
}: QuizInputsProps) {
  const id = useId()
  const setRef = (element: HTMLElement | null) => {
    firstInputRef.current = element
  }

  switch (stepKind[step]) {
    case 'select':
      return (
        <QuizSelect
          key={step}
          id={id}
          kept={context.answers[step as 'mexicoState'] ?? ''}
          step={step}
          question={question}
          selectRef={setRef}
          onChoose={(value) => send({ type: 'quiz.answer', value })}
        />
      )
    case 'checkboxes': {
      const chosen = context.answers.educationLevel ?? []
      return (
        <fieldset className="quiz__inputs quiz__levels">
          <legend className="visually-hidden">{question}</legend>
          <div className="quiz__checkboxes">
            {stepOptions.educationLevel.map((level, index) => (
              <label key={level} className="quiz__check">
                <input
                  ref={index === 0 ? setRef : undefined}
                  type="checkbox"
                  checked={chosen.includes(level)}
                  onChange={() => send({ type: 'quiz.toggleLevel', value: level })}
                />
                {levelLabel(level)}
              </label>
            ))}
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={chosen.length === 0}
            onClick={() => send({ type: 'quiz.next' })}
          >
            Siguiente
          </button>
        </fieldset>
      )
    }
    case 'buttons': {
      // The answer kept from before «Atrás» (or the back button) shows as the chosen one.
      const kept = context.answers[step as 'gpa']
      return (
        <fieldset className="quiz__inputs">
          <legend className="visually-hidden">{question}</legend>
          <div className="quiz__options">
            {/* Each option pops in as the machine reveals it (100 ms apart, spec §4). */}
            {stepOptions[step].slice(0, context.revealed).map((option, index) => (
              <Entering key={option} from={{ y: 10, scale: 0.94 }}>
                <button
                  ref={index === 0 ? setRef : undefined}
                  type="button"
                  aria-pressed={kept ? kept === option : undefined}
                  className="quiz__option"
                  onClick={() => send({ type: 'quiz.answer', value: option })}
                >
                  {option}
                </button>
              </Entering>
            ))}
          </div>
        </fieldset>
      )
    }
    case 'email': {
      const status: { text: string; tone: StatusTone } | null = loadingResults
        ? { text: quizMessages.loadingResults, tone: 'info' }
        : sent
          ? { text: quizMessages.sent, tone: 'success' }
          : sending
            ? { text: quizMessages.sending, tone: 'info' }
            : context.emailStatus === 'invalid'
              ? { text: quizMessages.invalidEmail, tone: 'error' }
              : context.emailStatus === 'failed'
                ? { text: quizMessages.sendFailed, tone: 'error' }
                : null
      return (
        <form
          className="quiz__inputs quiz__email"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            send({ type: 'quiz.emailSubmit' })
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            Tu correo electrónico
          </label>
          <div className="quiz__email-row">
            <input
              id={id}
              ref={setRef}
              className="field__input"
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
              placeholder="tu.correo@ejemplo.com"
              value={context.email}
              readOnly={sending || sent || loadingResults}
              aria-invalid={context.emailStatus === 'invalid'}
              aria-describedby={`${id}-status`}
              onChange={(event) => send({ type: 'quiz.emailChange', value: event.target.value })}
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={sending || sent || loadingResults}
            >
              Enviar
            </button>
          </div>
          <FormStatus id={`${id}-status`} tone={status?.tone ?? 'info'}>
            {status?.text}
          </FormStatus>
        </form>
      )
    }
  }
}

/** Keys that only move a closed dropdown's selection: they choose nothing (WCAG 3.2.2). */
const MOVING_KEYS = /^(Arrow|Page|Home$|End$|.$)/u

/**
 * Steps 1 and 2's dropdown (decision 0040). A pick with the pointer (or a phone's picker)
 * answers at once, as the spec says; from the keyboard, arrows and typing only move the
 * selection, and Enter or «Siguiente» answers — the step never changes under a student who
 * is still looking.
 */
function QuizSelect({
  id,
  step,
  question,
  selectRef,
  onChoose,
  kept,
}: {
  /** The answer the step already has (after «Atrás» or the back button): shown selected. */
  kept: string
  id: string
  step: QuizStepKey
  question: string
  selectRef: (element: HTMLElement | null) => void
  onChoose: (value: string) => void
}) {
  const [selected, setSelected] = useState(kept)
  // The key that caused the coming change event, if a key did.
  const lastKey = useRef<string | null>(null)
  const groups = step === 'institution' ? institutionGroups : [{ label: null, options: stepOptions[step] }]
  return (
    <div className="quiz__inputs quiz__select-row">
      <label htmlFor={id} className="visually-hidden">
        {question}
      </label>
      <select
        id={id}
        ref={selectRef}
        className="field__input quiz__select"
        value={selected}
        onKeyDown={(event) => {
          lastKey.current = event.key
          const { value } = event.currentTarget
          if (event.key === 'Enter' && value) {
            event.preventDefault()
            onChoose(value)
          }
        }}
        onKeyUp={() => {
          lastKey.current = null
        }}
        onPointerDown={() => {
          lastKey.current = null
        }}
        onChange={(event) => {
          const { value } = event.target
          setSelected(value)
          const key = lastKey.current
          if (!key || !MOVING_KEYS.test(key)) onChoose(value)
        }}
      >
        <option value="" disabled>
          Selecciona...
        </option>
        {groups.map((group) => {
          const options = group.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))
          return group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options}
            </optgroup>
          ) : (
            options
          )
        })}
      </select>
      <button
        type="button"
        className="button button--primary"
        disabled={!selected}
        onClick={() => onChoose(selected)}
      >
        Siguiente
      </button>
    </div>
  )
}
