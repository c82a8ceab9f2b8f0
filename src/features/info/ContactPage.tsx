import site from 'virtual:data/site'
import { useMachine } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  CONTACT_MESSAGE_MAX,
  type ContactField,
  type ContactFields,
  contactErrors,
  contactMachine,
  contactMessages,
} from '../../../machines/contactMachine'
import type { ServiceResult } from '../../domain/serviceResult'
import { emailDelays, sendEmail } from '../../services/email'
import { useAppPart, useEarlyValue } from '../../ui/appPart'
import { FormStatus } from '../../ui/FormStatus'
import { NoScriptNote } from '../../ui/NoScriptNote'

export const CONTACT_ABOUT = 'Mensaje desde el formulario de contacto'

const sendContact = fromPromise<ServiceResult, ContactFields>(({ input, signal }) =>
  sendEmail(
    'contact',
    {
      about: CONTACT_ABOUT,
      name: input.name,
      email: input.email,
      message: input.message,
    },
    signal,
  ),
)

const labels: Record<ContactField, string> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  message: 'Mensaje',
}

/** /contacto: the message form; on success a summary of what was sent replaces it. */
export function ContactPage() {
  const [machine] = useState(() => contactMachine.provide({ actors: { sendContact }, delays: emailDelays }))
  const [state, send] = useMachine(machine)
  const id = useId()
  const { fields, attempted, sent } = state.context
  const sending = state.matches('sending')
  const errors = attempted ? contactErrors(fields) : {}
  // What was typed before the app ran is applied on arrival; the refs also take focus.
  const change = (field: ContactField) => (value: string) => send({ type: 'field.change', field, value })
  const refs = {
    name: useEarlyValue<HTMLInputElement>(fields.name, change('name')),
    email: useEarlyValue<HTMLInputElement>(fields.email, change('email')),
    message: useEarlyValue<HTMLTextAreaElement>(fields.message, change('message')),
  }
  const part = useAppPart<HTMLFormElement>('contact', ['text', 'submit'])
  // The form is gone once sent: focus goes to «¡Mensaje enviado!», scrolled clear of the header,
  // so a screen reader says it and Tab goes on from there (not from the top of the page).
  const done = useRef<HTMLParagraphElement>(null)
  const isDone = state.matches('success') && sent !== null
  useEffect(() => {
    if (isDone) done.current?.focus()
  }, [isDone])

  if (isDone && sent) {
    return (
      <div className="container section contact">
        <h1>Contacto</h1>
        <div className="contact__done" role="status">
          <p ref={done} className="contact__success" tabIndex={-1}>
            {contactMessages.success}
          </p>
          <h2>Esto es lo que nos enviaste</h2>
          <dl className="details-list">
            {(Object.keys(labels) as ContactField[]).map((field) => (
              <div key={field}>
                <dt>{labels[field]}</dt>
                <dd className="contact__sent-value">{sent[field]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    )
  }

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    required: true,
    readOnly: sending,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${id}-${name}-error` : '', name === 'message' ? `${id}-counter` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
  })

  const message = (name: ContactField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    )

  return (
    <div className="container section contact">
      <header className="page-intro">
        <p className="eyebrow">Ayuda</p>
        <h1>Contacto</h1>
        <p className="lead">
          ¿Tienes una duda, una beca que no está en el catálogo o un grupo de tu universidad que quieras
          sumar? Escríbenos y te contestamos por correo. También puedes escribir directo a{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </header>
      <NoScriptNote>
        El formulario necesita JavaScript; sin él, escríbenos directo al correo de arriba.
      </NoScriptNote>
      <form
        className="contact__form needs-js"
        noValidate
        {...part}
        onSubmit={(event) => {
          event.preventDefault()
          // A field that is empty or wrong says why, in place: focus goes to the first of them,
          // so it is easy to fix (the page's scroll-padding keeps it clear of the sticky header).
          const wrong = (Object.keys(labels) as ContactField[]).find((name) => contactErrors(fields)[name])
          if (wrong) refs[wrong].current?.focus()
          send({ type: 'form.submit' })
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`} className="field__label">
            Nombre <span className="field__hint">(obligatorio)</span>
          </label>
          <input {...field('name')} ref={refs.name} type="text" autoComplete="name" maxLength={120} />
          {message('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            Correo electrónico <span className="field__hint">(obligatorio)</span>
          </label>
          <input
            {...field('email')}
            ref={refs.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
          />
          {message('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`} className="field__label">
            Mensaje <span className="field__hint">(obligatorio)</span>
          </label>
          <textarea {...field('message')} ref={refs.message} rows={6} maxLength={CONTACT_MESSAGE_MAX} />
          {message('message')}
          <p id={`${id}-counter`} className="field__hint contact__counter">
            {fields.message.length} / {CONTACT_MESSAGE_MAX} caracteres
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar mensaje'}
        </button>
        <FormStatus tone="error">{state.matches('failure') ? contactMessages.failure : ''}</FormStatus>
      </form>
    </div>
  )
}
