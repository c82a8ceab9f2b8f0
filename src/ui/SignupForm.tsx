import { useMachine } from '@xstate/react'
import { useId, useMemo } from 'react'
import { signupMachine, signupMessages } from '../../machines/signupMachine'
import { isEmailAddress } from '../domain/emailAddress'
import { emailDelays } from '../services/email'
import { useAppPart, useEarlyValue } from './appPart'
import { FormStatus, type StatusTone } from './FormStatus'
import { NoScriptNote } from './NoScriptNote'
import { signupActors } from './signupActors'

interface SignupFormProps {
  /** Which form this is, for the actors: 'hero' or 'cta' on the landing. */
  source: string
  buttonLabel: string
  /** The side effects; the landing's sign-up by default. Keep the object stable. */
  actors?: typeof signupActors
  noScriptText?: string
}

/** One e-mail field and a button; the status line reports sending, success or failure. */
export function SignupForm({
  source,
  buttonLabel,
  actors = signupActors,
  noScriptText = 'Para suscribirte necesitas activar JavaScript en tu navegador.',
}: SignupFormProps) {
  const machine = useMemo(() => signupMachine.provide({ actors, delays: emailDelays }), [actors])
  const [state, send] = useMachine(machine, { input: { source } })
  const inputId = useId()
  const statusId = useId()
  const email = useEarlyValue<HTMLInputElement>(state.context.email, (value) =>
    send({ type: 'field.change', value }),
  )
  const part = useAppPart<HTMLFormElement>('signup', ['text', 'submit'])
  const sending = state.matches('sending')
  const invalid = state.matches('invalid')
  const status: { text: string; tone: StatusTone } | null = sending
    ? { text: signupMessages.sending, tone: 'info' }
    : state.matches('success')
      ? { text: signupMessages.success, tone: 'success' }
      : state.matches('failure')
        ? { text: signupMessages.failure, tone: 'error' }
        : invalid
          ? { text: signupMessages.invalid, tone: 'error' }
          : null

  return (
    <>
      <NoScriptNote>{noScriptText}</NoScriptNote>
      <form
        className="signup needs-js"
        {...part}
        onSubmit={(event) => {
          event.preventDefault()
          // A refused address keeps the focus in its field, beside the message that says why.
          if (!isEmailAddress(state.context.email)) email.current?.focus()
          send({ type: 'form.submit' })
        }}
      >
        <div className="signup__row">
          <label htmlFor={inputId} className="visually-hidden">
            Correo electrónico
          </label>
          <input
            ref={email}
            id={inputId}
            className="signup__input"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            placeholder="Correo electrónico"
            value={state.context.email}
            readOnly={sending}
            aria-invalid={invalid || undefined}
            aria-describedby={statusId}
            onChange={(event) => send({ type: 'field.change', value: event.target.value })}
          />
          <button type="submit" className="button button--primary signup__button" disabled={sending}>
            {buttonLabel}
          </button>
        </div>
        <FormStatus id={statusId} tone={status?.tone ?? 'info'}>
          {status?.text}
        </FormStatus>
      </form>
    </>
  )
}
