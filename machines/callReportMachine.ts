import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  CALL_REPORT_NOTE_MAX,
  type CallReport,
  type CallReportField,
  type CallReportFields,
  callReportErrors,
  trimmedReport,
} from '../src/domain/callReport'
import { type ReportedCalls, reportedToday, withReport } from '../src/domain/reportedCalls'
import type { ServiceResult } from '../src/domain/serviceResult'
import type { StorageCommand, StorageProblem, StorageReply } from '../src/domain/storedValue'
import { emailGiveUpDelay, logEmailGiveUp } from './emailGiveUp'
import { deviceStorageNotProvided } from './storedValueSteps'

export const callReportMessages = {
  sending: '⏳ Enviando tu aviso…',
  slow: '⏳ Sigue enviándose: tu conexión va lenta. No cierres esta página.',
  success:
    'Gracias. Lo revisamos con la fuente oficial y, si se confirma, lo publicamos con la fecha en que lo verificamos.',
  failure:
    '❌ No pudimos enviar tu aviso. Revisa tu conexión e intenta de nuevo: lo que escribiste sigue aquí.',
  /** The form follows it with a link to «Contacto». */
  refused:
    'Ya nos avisaste de esta beca hoy, y con un aviso basta: ya está en nuestra lista. ¿Viste algo distinto?',
  notKept:
    'Tu navegador no nos deja guardar datos en este dispositivo, así que no recordará este aviso; tu aviso sí llegó completo, no se perdió nada.',
} as const

/** The form's timings, as named delays a test runs on a simulated clock. */
export const callReportDelays = {
  /** After this long without an answer the student is told the connection is slow. */
  slowSending: 6000,
  ...emailGiveUpDelay,
}

export type CallReportEvent =
  | StorageReply<ReportedCalls>
  | { type: 'field.change'; field: CallReportField; value: string }
  /** `today`: the student's day (ISO, Mexico City), which the dates and the daily limit depend on. */
  | { type: 'form.submit'; today: string }
  | { type: 'report.another' }

const emptyFields = (programme: string): CallReportFields => ({
  programme,
  link: '',
  opens: '',
  closes: '',
  note: '',
  email: '',
})

const notProvided = (name: string) => () => {
  throw new Error(`${name} was not provided to callReportMachine`)
}

/**
 * «¿Ya abrió? Avísanos» (issue 36): a student reports a programme's new call. editing →
 * sending → sent, or failure with every field kept (sending again retries). A submit with an
 * obviously wrong field sends nothing and shows each field's message; a second report of the
 * same programme on the same day is refused politely (fields kept). What this device reported
 * today is kept through the injected `deviceStorage` actor (the «Mis becas» contract); when
 * the device cannot keep it, the report still goes and the student is told nothing was lost.
 * Sending is the injected `sendReport` actor.
 */
export const callReportMachine = setup({
  types: {
    context: {} as {
      fields: CallReportFields
      /** Whether a submit was tried: only then are the fields' messages shown. */
      attempted: boolean
      /** The student's day at the last submit: the messages are about that day. */
      day: string
      reported: ReportedCalls
      storageProblem: StorageProblem | null
      sent: CallReport | null
    },
    input: {} as { programme: string },
    events: {} as CallReportEvent,
  },
  delays: callReportDelays,
  actors: {
    sendReport: fromPromise<ServiceResult, CallReport>(notProvided('sendReport')),
    deviceStorage: deviceStorageNotProvided<ReportedCalls>('callReportMachine'),
  },
  guards: {
    alreadyReported: ({ context, event }) =>
      event.type === 'form.submit' && reportedToday(context.reported, context.fields.programme, event.today),
    invalid: ({ context, event }) =>
      event.type === 'form.submit' && Object.keys(callReportErrors(context.fields, event.today)).length > 0,
    sentOk: (_, result: ServiceResult) => result.ok,
  },
  actions: {
    setField: assign({
      fields: ({ context, event }) =>
        event.type === 'field.change'
          ? {
              ...context.fields,
              [event.field]:
                event.field === 'note' ? event.value.slice(0, CALL_REPORT_NOTE_MAX) : event.value,
            }
          : context.fields,
    }),
    setDay: assign({
      day: ({ context, event }) => (event.type === 'form.submit' ? event.today : context.day),
    }),
    markAttempted: assign({ attempted: true }),
    keepSent: assign({ sent: ({ context }) => trimmedReport(context.fields, context.day) }),
    remember: assign({
      reported: ({ context }) => withReport(context.reported, context.fields.programme, context.day),
      fields: ({ context }) => emptyFields(context.fields.programme),
      attempted: false,
    }),
    write: sendTo(
      'storage',
      ({ context }): StorageCommand<ReportedCalls> => ({ type: 'storage.write', value: context.reported }),
    ),
    logFailure: ({ event }) => console.error('[aviso] report not sent', event),
    logGiveUp: () => logEmailGiveUp('aviso'),
  },
}).createMachine({
  id: 'callReport',
  context: ({ input }) => ({
    fields: emptyFields(input.programme),
    attempted: false,
    day: '',
    reported: {},
    storageProblem: null,
    sent: null,
  }),
  invoke: { id: 'storage', src: 'deviceStorage' },
  on: {
    'storage.loaded': { actions: assign({ reported: ({ event }) => event.value }) },
    // Another tab reported too: follow it.
    'storage.external': { actions: assign({ reported: ({ event }) => event.value }) },
    // A damaged memory counts as no report; the next report writes a good one over it. A
    // blocked storage (storage.unavailable) matters only when a report is to be kept: the
    // write then fails, and the thanks says so.
    'storage.corrupt': { actions: assign({ reported: {} }) },
    'storage.written': { actions: assign({ storageProblem: null }) },
    'storage.failed': { actions: assign({ storageProblem: ({ event }) => event.problem }) },
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'field.change': { target: '.editing', actions: 'setField' },
        'form.submit': [
          // Refused before anything else: no field's message matters for a report that cannot go.
          { guard: 'alreadyReported', target: '.refused', actions: 'setDay' },
          { guard: 'invalid', target: '.editing', actions: ['setDay', 'markAttempted'] },
          { target: 'sending', actions: ['setDay', 'markAttempted'] },
        ],
      },
      states: {
        editing: {},
        /** The same programme was reported today: the fields stay, nothing is sent. */
        refused: {},
        /** The report did not go: every field stays, and submitting again retries. */
        failure: {},
      },
    },
    // Typing or submitting again while the report is on its way changes nothing (no handler).
    sending: {
      invoke: {
        id: 'sendReport',
        src: 'sendReport',
        input: ({ context }) => trimmedReport(context.fields, context.day),
        onDone: [
          {
            guard: { type: 'sentOk', params: ({ event }) => event.output },
            target: 'sent',
            actions: ['keepSent', 'remember', 'write'],
          },
          { target: 'form.failure', actions: 'logFailure' },
        ],
        onError: { target: 'form.failure', actions: 'logFailure' },
      },
      // No answer at all: the same failure, every field kept (emailGiveUp.ts).
      after: { emailGiveUp: { target: 'form.failure', actions: 'logGiveUp' } },
      initial: 'waiting',
      states: {
        waiting: { after: { slowSending: 'slow' } },
        slow: {},
      },
    },
    sent: {
      on: { 'report.another': 'form' },
    },
  },
})
