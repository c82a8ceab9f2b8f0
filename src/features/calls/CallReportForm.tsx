import knownHosts from 'virtual:data/call-report-hosts'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { callReportMachine, callReportMessages } from '../../../machines/callReportMachine'
import { browserStorage, deviceStorageActor } from '../../device/deviceStorage'
import type { AlertProgramme } from '../../domain/callAlert'
import {
  CALL_REPORT_FIELDS,
  CALL_REPORT_LINK_MAX,
  CALL_REPORT_NOTE_MAX,
  type CallReport,
  type CallReportField,
  callReportErrors,
  callReportParams,
  EARLIEST_CALL_DATE,
} from '../../domain/callReport'
import { spanishLongDate, todayInMexicoCity } from '../../domain/callStatus'
import { reportedCallsFormat } from '../../domain/reportedCalls'
import type { ServiceResult } from '../../domain/serviceResult'
import { REPORTED_CALLS_KEY } from '../../enhance/pageContract'
import { emailDelays, sendEmail } from '../../services/email'
import { useAppPart, useEarlyValue } from '../../ui/appPart'
import { FormStatus } from '../../ui/FormStatus'

export interface CallReportFormProps {
  /** The programme of a detail page; without it the student chooses one of `choices`. */
  programme?: AlertProgramme
  choices?: readonly AlertProgramme[]
}

/** What was sent, as the student reads it back. */
function SentSummary({ report, name }: { report: CallReport; name: string }) {
  const date = (iso: string) => (iso ? spanishLongDate(iso) : 'no la indicaste')
  return (
    <dl className="call-report__sent">
      <div>
        <dt>Beca</dt>
        <dd>{name}</dd>
      </div>
      <div>
        <dt>Enlace</dt>
        <dd className="call-report__link">{report.link}</dd>
      </div>
      <div>
        <dt>Abre</dt>
        <dd>{date(report.opens)}</dd>
      </div>
      <div>
        <dt>Cierra</dt>
        <dd>{date(report.closes)}</dd>
      </div>
      {report.note && (
        <div>
          <dt>Nota</dt>
          <dd>{report.note}</dd>
        </div>
      )}
      {report.email && (
        <div>
          <dt>Te respondemos a</dt>
          <dd>{report.email}</dd>
        </div>
      )}
    </dl>
  )
}

/** After a report went: the thanks, what happens next, what was sent. */
function Thanks({
  ref,
  report,
  name,
  onPage,
  notKept,
  onAnother,
}: {
  ref: RefObject<HTMLDivElement | null>
  report: CallReport
  name: string
  /** Where nothing changes until an editor confirms: «esta ficha», «el calendario». */
  onPage: string
  notKept: boolean
  /** «Avisar de otra beca», where the student chooses the programme. */
  onAnother?: () => void
}) {
  return (
    <div className="call-report__done" ref={ref} tabIndex={-1} role="status">
      <p className="call-report__thanks">✅ {callReportMessages.success}</p>
      <p>Nada cambia en {onPage} hasta que lo confirmemos. Esto es lo que nos enviaste:</p>
      <SentSummary report={report} name={name} />
      {notKept && <p className="call-report__note">{callReportMessages.notKept}</p>}
      {onAnother && (
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Avisar de otra beca
        </button>
      )}
    </div>
  )
}

/**
 * «¿Ya abrió? Avísanos»: the report form (lazy: it carries the machine, the e-mail client and
 * the known hosts). Pre-rendered as a part that keeps typing, choices, date taps and the submit.
 */
export default function CallReportForm({ programme, choices = [] }: CallReportFormProps) {
  const [machine] = useState(() =>
    callReportMachine.provide({
      delays: emailDelays,
      actors: {
        sendReport: fromPromise<ServiceResult, CallReport>(({ input, signal }) => {
          const scholarship =
            (programme ?? choices.find((choice) => String(choice.index) === input.programme))?.name ?? ''
          return sendEmail(
            'callReport',
            callReportParams(input, {
              scholarship,
              knownHosts: knownHosts[input.programme] ?? [],
              page: window.location.pathname,
            }),
            signal,
          )
        }),
        deviceStorage: deviceStorageActor({
          key: REPORTED_CALLS_KEY,
          format: reportedCallsFormat,
          getStorage: browserStorage,
          events: typeof window === 'undefined' ? null : window,
        }),
      },
    }),
  )
  const [state, send] = useMachine(machine, {
    input: { programme: programme ? String(programme.index) : '' },
  })
  const id = useId()
  const { fields, attempted, day, sent, storageProblem } = state.context
  const change = (field: CallReportField) => (value: string) => send({ type: 'field.change', field, value })
  // What was typed or chosen before the app ran is applied on arrival; the refs also take focus.
  const refs = {
    programme: useEarlyValue<HTMLSelectElement>(fields.programme, change('programme')),
    link: useEarlyValue<HTMLInputElement>(fields.link, change('link')),
    opens: useEarlyValue<HTMLInputElement>(fields.opens, change('opens')),
    closes: useEarlyValue<HTMLInputElement>(fields.closes, change('closes')),
    note: useEarlyValue<HTMLTextAreaElement>(fields.note, change('note')),
    email: useEarlyValue<HTMLInputElement>(fields.email, change('email')),
  }
  // The part's root stays while the form and the thanks take turns inside it: a new root would
  // be a part that never says it is ready, and the loader would hold its taps for good.
  const part = useAppPart<HTMLDivElement>('call-report', ['text', 'choice', 'tap', 'submit'])
  const thanks = useRef<HTMLDivElement>(null)
  const isSent = state.matches('sent')
  const wasSent = useRef(false)
  // The thanks takes the focus from the button that went away; «Avisar de otra beca» gives it
  // to the first field.
  useEffect(() => {
    if (isSent) thanks.current?.focus()
    else if (wasSent.current) refs.programme.current?.focus()
    wasSent.current = isSent
  }, [isSent, refs.programme])

  const sending = state.matches('sending')
  const editing = state.matches({ form: 'editing' })
  const errors = editing && attempted ? callReportErrors(fields, day) : {}
  const control = (name: CallReportField) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    readOnly: sending,
    className: 'field__input',
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby':
      [name === 'note' ? `${id}-note-count` : '', errors[name] ? `${id}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
  })
  /** The line under the button: sending (and slow), failed, or refused for today. */
  const statusText = () => {
    if (state.matches({ sending: 'slow' })) return callReportMessages.slow
    if (sending) return callReportMessages.sending
    if (state.matches({ form: 'failure' })) return callReportMessages.failure
    if (!state.matches({ form: 'refused' })) return null
    return (
      <>
        {callReportMessages.refused} <Link to="/contacto">Escríbenos desde Contacto</Link>.
      </>
    )
  }
  const message = (name: CallReportField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    )

  return (
    <div className="needs-js" {...part}>
      {isSent && sent ? (
        <Thanks
          ref={thanks}
          report={sent}
          name={
            programme?.name ?? choices.find((choice) => String(choice.index) === sent.programme)?.name ?? ''
          }
          onPage={programme ? 'esta ficha' : 'el calendario'}
          notKept={storageProblem !== null}
          onAnother={programme ? undefined : () => send({ type: 'report.another' })}
        />
      ) : (
        <form
          className="call-report__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const today = todayInMexicoCity(new Date())
            const wrong = callReportErrors(fields, today)
            const first = CALL_REPORT_FIELDS.find((name) => wrong[name])
            if (first) refs[first].current?.focus()
            send({ type: 'form.submit', today })
          }}
        >
          {!programme && (
            <div className="field">
              <label htmlFor={`${id}-programme`} className="field__label">
                Beca <span className="field__hint">(obligatorio)</span>
              </label>
              <select {...control('programme')} ref={refs.programme} required>
                <option value="">Elige una beca</option>
                {choices.map((choice) => (
                  <option key={choice.index} value={String(choice.index)}>
                    {choice.name}
                  </option>
                ))}
              </select>
              {message('programme')}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-link`} className="field__label">
              Enlace oficial donde la viste <span className="field__hint">(obligatorio)</span>
            </label>
            <input
              {...control('link')}
              ref={refs.link}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              maxLength={CALL_REPORT_LINK_MAX}
              required
            />
            {message('link')}
          </div>
          <fieldset className="call-report__dates">
            <legend className="field__label">
              Fechas, si las sabes <span className="field__hint">(opcional)</span>
            </legend>
            <div className="field">
              <label htmlFor={`${id}-opens`} className="field__label">
                Abre
              </label>
              <input {...control('opens')} ref={refs.opens} type="date" min={EARLIEST_CALL_DATE} />
              {message('opens')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-closes`} className="field__label">
                Cierra
              </label>
              <input {...control('closes')} ref={refs.closes} type="date" min={EARLIEST_CALL_DATE} />
              {message('closes')}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-note`} className="field__label">
              Nota <span className="field__hint">(opcional)</span>
            </label>
            <textarea
              {...control('note')}
              ref={refs.note}
              rows={3}
              maxLength={CALL_REPORT_NOTE_MAX}
              placeholder="Por ejemplo: la vi en un cartel de mi escuela"
            />
            <p id={`${id}-note-count`} className="field__hint">
              {fields.note.length} / {CALL_REPORT_NOTE_MAX} caracteres
            </p>
            {message('note')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`} className="field__label">
              Tu correo <span className="field__hint">(opcional: solo si quieres que te respondamos)</span>
            </label>
            <input
              {...control('email')}
              ref={refs.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={254}
            />
            {message('email')}
          </div>
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? 'Enviando…' : 'Enviar aviso'}
          </button>
          <FormStatus tone={state.matches({ form: 'failure' }) ? 'error' : 'info'}>{statusText()}</FormStatus>
        </form>
      )}
    </div>
  )
}
