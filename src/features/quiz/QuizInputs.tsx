import { type RefObject, useId } from 'react'
import { type QuizStepKey, stepKind, stepOptions } from '../../../machines/quizContent'
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
        <div className="quiz__inputs">
          <label htmlFor={id} className="visually-hidden">
            {question}
          </label>
          <select
            id={id}
            ref={setRef}
            className="field__input quiz__select"
            value=""
            onChange={(event) => send({ type: 'quiz.answer', value: event.target.value })}
          >
            <option value="" disabled>
              Selecciona...
            </option>
            {stepOptions[step].map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
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
    case 'buttons':
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
