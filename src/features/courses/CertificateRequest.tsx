import { useMachine } from '@xstate/react'
import { useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Course } from '../../../data/courses.schema'
import {
  type CertificateField,
  certificateErrors,
  certificateMachine,
  certificateMessages,
  NAME_MAX,
  type CertificateRequest as Request,
} from '../../../machines/certificateMachine'
import { examResultText } from '../../../machines/examMachine'
import { certificateFolio } from '../../domain/certificateFolio'
import type { ServiceResult } from '../../domain/serviceResult'
import { emailDelays, sendEmail } from '../../services/email'
import { FormStatus } from '../../ui/FormStatus'

export const CERTIFICATE_ABOUT = 'Solicitud de certificado'
export const CERTIFICATE_PRICE = '$200 MXN'

/** Today in Mexico City: «25 de noviembre de 2026», or the year alone. */
const mexicoCity = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-MX', { ...options, timeZone: 'America/Mexico_City' }).format(new Date())

interface CertificateRequestProps {
  course: Pick<Course, 'id' | 'title'>
  score: number
  total: number
}

/** «Solicitar certificado» below a passed final exam (lazy: it carries the e-mail client). */
export default function CertificateRequest({ course, score, total }: CertificateRequestProps) {
  const result = examResultText(score, total)
  const [date] = useState(() => mexicoCity({ dateStyle: 'long' }))
  const [machine] = useState(() =>
    certificateMachine.provide({
      delays: emailDelays,
      actors: {
        sendCertificate: fromPromise<ServiceResult, Request>(({ input, signal }) =>
          sendEmail(
            'certificate',
            {
              about: CERTIFICATE_ABOUT,
              name: input.name,
              email: input.email,
              course: course.title,
              course_id: course.id,
              score: result,
              date,
              folio: input.folio,
              message: `${input.name} pide el certificado del curso «${course.title}». ${result}. Fecha: ${date}. Folio: ${input.folio}. Enviar instrucciones de pago (${CERTIFICATE_PRICE}) a ${input.email}.`,
            },
            signal,
          ),
        ),
      },
    }),
  )
  // One folio per request, drawn once: a retry after a failure keeps it.
  const [folio] = useState(() =>
    certificateFolio(course.title, Number(mexicoCity({ year: 'numeric' })), (bytes) =>
      crypto.getRandomValues(bytes),
    ),
  )
  const [state, send] = useMachine(machine, { input: { folio } })
  const id = useId()
  const refs = useRef<Partial<Record<CertificateField, HTMLInputElement | null>>>({})
  const { fields, attempted, sent } = state.context
  const sending = state.matches('sending')
  const errors = attempted ? certificateErrors(fields) : {}

  if (state.matches('success') && sent) {
    return (
      <section className="certificate" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Solicitud de certificado</h3>
        <div role="status">
          <p className="certificate__success">{certificateMessages.success}</p>
          <p className="certificate__folio">
            Tu folio: <strong>{sent.folio}</strong>
          </p>
        </div>
        <p>
          Guárdalo: lo usamos para identificar tu pago y tu certificado. El certificado cuesta{' '}
          {CERTIFICATE_PRICE}; las instrucciones de pago llegan a <strong>{sent.email}</strong> y el PDF, a
          nombre de <strong>{sent.name}</strong>, de 3 a 5 días hábiles después del pago.
        </p>
      </section>
    )
  }

  const field = (name: CertificateField) => ({
    id: `${id}-${name}`,
    ref: (element: HTMLInputElement | null) => {
      refs.current[name] = element
    },
    name,
    value: fields[name],
    required: true,
    readOnly: sending,
    className: 'field__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'field.change', field: name, value: event.target.value }),
  })

  return (
    <section className="certificate" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Solicitar certificado</h3>
      <p>
        El certificado de «{course.title}» cuesta <strong>{CERTIFICATE_PRICE}</strong>. Déjanos tu nombre y tu
        correo: las instrucciones de pago llegan por correo y el PDF, de 3 a 5 días hábiles después del pago.
        Lleva tu nombre, la fecha, el curso y un código de verificación.
      </p>
      <form
        className="certificate__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const wrong = (['name', 'email'] as const).find((name) => certificateErrors(fields)[name])
          if (wrong) refs.current[wrong]?.focus()
          send({ type: 'form.submit' })
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`} className="field__label">
            Nombre completo, como quieres que aparezca <span className="field__hint">(obligatorio)</span>
          </label>
          <input {...field('name')} type="text" autoComplete="name" maxLength={NAME_MAX} />
          {errors.name && (
            <p id={`${id}-name-error`} className="field__error">
              {errors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`} className="field__label">
            Correo electrónico <span className="field__hint">(obligatorio)</span>
          </label>
          <input {...field('email')} type="email" inputMode="email" autoComplete="email" maxLength={254} />
          {errors.email && (
            <p id={`${id}-email-error`} className="field__error">
              {errors.email}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Enviando…' : 'Solicitar certificado'}
        </button>
        <FormStatus tone="error">{state.matches('failure') ? certificateMessages.failure : ''}</FormStatus>
      </form>
    </section>
  )
}
