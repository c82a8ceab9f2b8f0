import { describe } from 'vitest'
import { type Actor, assign, createActor, SimulatedClock, setup } from 'xstate'
import { callReportDelays, callReportMachine } from '../../../machines/callReportMachine'
import { deviceStorageActor } from '../../../src/device/deviceStorage'
import { addDays } from '../../../src/domain/calendarDays'
import {
  type CallReport,
  type CallReportField,
  type CallReportFields,
  callReportErrors,
} from '../../../src/domain/callReport'
import { reportedCallsFormat, reportedToday } from '../../../src/domain/reportedCalls'
import type { ServiceResult } from '../../../src/domain/serviceResult'
import { REPORTED_CALLS_KEY } from '../../../src/enhance/pageContract'
import { FakeStorage } from './fakeDevice'
import { advance, answerableService, isReply, type Reply, reply, settle } from './fakeServices'
import { events, type Harness, modelTests, nameOf, same } from './modelTesting'

/**
 * «¿Ya abrió? Avísanos» as the student experiences it (issue 36), on one programme's page:
 *   - a submit with the link missing sends nothing and shows the fields' messages;
 *   - while the report is on its way, typing and submitting change nothing; after a while
 *     without an answer the page says the connection is slow;
 *   - sent: the thanks, and the device keeps that this programme was reported today; if the
 *     device cannot keep it (storage blocked), the thanks says so and that nothing was lost;
 *   - a failure keeps every field, and submitting again retries;
 *   - a second report of the same programme the same day (on this page, or after a reload
 *     on a device that kept the first) is refused politely, the fields kept; the next day
 *     it goes.
 */
type ModelEvent = {
  type: 'FILL' | 'SUBMIT' | 'WAIT' | 'ANOTHER' | 'RELOAD' | 'RELOAD_BLOCKED' | 'NEXT_DAY' | Reply
}

interface ModelContext {
  fields: 'blank' | 'complete'
  /** The fields' messages are shown (a submit was refused for them). */
  messages: boolean
  /** What the page knows: a report of this programme went today. */
  reportedToday: boolean
  /** What the device holds: a report of this programme today (what a reload finds). */
  stored: boolean
  blocked: boolean
}

/** A submit: refused when reported today, else sent when complete, else the fields' messages. */
const submit = [
  { guard: 'reportedToday', target: '#report.refused' },
  { guard: 'complete', target: '#report.sending' },
  { target: '#report.form', actions: 'showMessages' },
] as const
const fill = { target: '#report.form', actions: 'fill' } as const
/** What happens to any page that is open: it reloads (on a storage that works or is blocked), a day passes. */
const pageEvents = (here: string) =>
  ({
    RELOAD: { target: '#report.form', actions: { type: 'reload', params: { blocked: false } } },
    RELOAD_BLOCKED: { target: '#report.form', actions: { type: 'reload', params: { blocked: true } } },
    NEXT_DAY: { target: here, actions: 'nextDay' },
  }) as const
const sending = (here: string) =>
  ({
    FILL: here,
    SUBMIT: here,
    WAIT: '#report.slow',
    // No answer within 15 s: the form gives up (emailGiveUp), every field kept.
    NO_REPLY: '#report.failure',
    SENT: { target: '#report.sent', actions: 'sent' },
    REFUSED: '#report.failure',
    NETWORK_DOWN: '#report.failure',
  }) as const

const model = setup({
  types: {} as { context: ModelContext; events: ModelEvent },
  guards: {
    reportedToday: ({ context }) => context.reportedToday,
    complete: ({ context }) => context.fields === 'complete',
  },
  actions: {
    fill: assign({ fields: 'complete', messages: false }),
    showMessages: assign({ messages: true }),
    /** The page opens again: an empty form; it knows what the device kept, unless the storage is blocked. */
    reload: assign(({ context }, { blocked }: { blocked: boolean }) => ({
      fields: 'blank' as const,
      messages: false,
      blocked,
      reportedToday: !blocked && context.stored,
    })),
    /** Sent: the form empties; the device keeps the report unless it is blocked (then it keeps what it had). */
    sent: assign(({ context }) => ({
      fields: 'blank' as const,
      reportedToday: true,
      stored: context.stored || !context.blocked,
    })),
    /** A new day: what was reported yesterday no longer counts. */
    nextDay: assign({ reportedToday: false, stored: false }),
  },
}).createMachine({
  id: 'report',
  context: { fields: 'blank', messages: false, reportedToday: false, stored: false, blocked: false },
  initial: 'form',
  states: {
    form: { on: { FILL: fill, SUBMIT: submit, ...pageEvents('#report.form') } },
    refused: { on: { FILL: fill, SUBMIT: submit, ...pageEvents('#report.refused') } },
    sending: { on: sending('#report.sending') },
    // Told the connection is slow after 6 s; still waiting at 12 s; given up by 18 s.
    slow: { on: { ...sending('#report.slow'), WAIT: '#report.slower' } },
    slower: { on: { ...sending('#report.slower'), WAIT: '#report.failure' } },
    sent: { on: { ANOTHER: '#report.form', ...pageEvents('#report.sent') } },
    // A reload here is beyond the model: the browser may or may not restore what was typed.
    failure: {
      on: { FILL: fill, SUBMIT: submit, NEXT_DAY: { target: '#report.failure', actions: 'nextDay' } },
    },
  },
})

const FIRST_DAY = '2026-11-26'
const PROGRAMME = '0'
const filled: CallReportFields = {
  programme: PROGRAMME,
  link: ' https://www.becabenitojuarez.gob.mx/convocatoria-2027 ',
  opens: '2027-02-15',
  closes: '2027-02-26',
  note: 'La vi en un cartel de mi prepa. ',
  email: '',
}
const formsByName: Record<string, CallReportFields> = {
  blank: { programme: PROGRAMME, link: '', opens: '', closes: '', note: '', email: '' },
  complete: filled,
}
/** What is sent on `day`: the fields trimmed, with the day. */
const requestOn = (day: string): CallReport => ({
  ...filled,
  link: filled.link.trim(),
  note: filled.note.trim(),
  day,
})

type ReportActor = Actor<typeof callReportMachine>
interface Device {
  storage: FakeStorage
  today: string
  clock: SimulatedClock
  service: ReturnType<typeof answerableService<ServiceResult, CallReport>>
  actor: ReportActor
}

/** A page opens (or reloads) on the device: a new machine reads what the device kept. */
function open(device: Omit<Device, 'actor' | 'clock' | 'service'> & Partial<Device>): Device {
  device.actor?.stop()
  const clock = new SimulatedClock()
  const service = answerableService<ServiceResult, CallReport>()
  const machine = callReportMachine.provide({
    actors: {
      sendReport: service.logic,
      deviceStorage: deviceStorageActor({
        key: REPORTED_CALLS_KEY,
        format: reportedCallsFormat,
        getStorage: () => device.storage,
        events: null,
      }),
    },
  })
  const actor = createActor(machine, { clock, input: { programme: PROGRAMME } })
  actor.start()
  return Object.assign(device, { actor, clock, service })
}

function view({ actor, service, storage, today }: Device): string {
  const { value, context } = actor.getSnapshot()
  const fields = nameOf(formsByName, context.fields)
  const kept = storage.items.get(REPORTED_CALLS_KEY)
  const memory = kept ? reportedCallsFormat.parse(kept) : null
  const device = memory && reportedToday(memory, PROGRAMME, today) ? 'reported today' : 'nothing today'
  const screen = (() => {
    if (typeof value === 'string') {
      if (value !== 'sent') return value
      if (!same(context.sent, service.calls.at(-1)?.input)) return 'sent (not what was sent)'
      return context.storageProblem ? 'sent (not kept on this device)' : 'sent'
    }
    if ('sending' in value) {
      const requests = service.pending()
      const right = requests.length === 1 && same(requests[0]?.input, requestOn(context.day))
      return `${value.sending === 'slow' ? 'slow' : 'sending'}${right ? '' : ' (wrong request)'}`
    }
    // The fields' messages show only while editing (src/features/calls/CallReportForm.tsx).
    const messages =
      value.form === 'editing' &&
      context.attempted &&
      Object.keys(callReportErrors(context.fields, context.day)).length > 0
    return `${value.form === 'editing' ? 'form' : value.form} ${fields}${messages ? ' + messages' : ''}`
  })()
  return `${screen} · ${device}`
}

function expected(state: { value: unknown; context: ModelContext }): string {
  const { fields, messages, stored, blocked } = state.context
  const device = stored ? 'reported today' : 'nothing today'
  const screen = (() => {
    switch (state.value) {
      case 'form':
        return `form ${fields}${messages ? ' + messages' : ''}`
      case 'refused':
      case 'failure':
        return `${state.value} ${fields}`
      case 'sent':
        return blocked ? 'sent (not kept on this device)' : 'sent'
      case 'slower':
        return 'slow'
      default:
        return String(state.value)
    }
  })()
  return `${screen} · ${device}`
}

const fillIn = (actor: ReportActor) => {
  for (const field of Object.keys(filled) as CallReportField[])
    actor.send({ type: 'field.change', field, value: filled[field] })
}

async function perform(device: Device, { type }: ModelEvent) {
  if (isReply(type)) return reply(device.service, device.clock, type)
  switch (type) {
    case 'FILL':
      return fillIn(device.actor)
    case 'SUBMIT':
      device.actor.send({ type: 'form.submit', today: device.today })
      return settle()
    case 'WAIT':
      return advance(device.clock, callReportDelays.slowSending, 10)
    case 'ANOTHER':
      return device.actor.send({ type: 'report.another' })
    case 'RELOAD':
    case 'RELOAD_BLOCKED':
      device.storage.broken = type === 'RELOAD_BLOCKED'
      open(device)
      return
    case 'NEXT_DAY':
      device.today = addDays(device.today, 1)
      return
  }
}

const harness: Harness<typeof model, Device, string> = {
  start: () => open({ storage: new FakeStorage(), today: FIRST_DAY }),
  perform,
  view,
  expected,
}

describe('callReportMachine against the model', () => {
  modelTests(model, harness, {
    maxSteps: 6,
    sizes: { states: 42, transitions: 202, simple: 212 },
    reaches: ['refused', 'slow', 'slower', 'sent', 'failure'],
    stories: [
      // Fails twice, then goes; a second report that day is refused, the next day it goes.
      events('FILL', 'SUBMIT', 'REFUSED', 'SUBMIT', 'NETWORK_DOWN', 'SUBMIT', 'SENT'),
      events('FILL', 'SUBMIT', 'SENT', 'RELOAD', 'FILL', 'SUBMIT', 'NEXT_DAY', 'SUBMIT', 'SENT'),
      // On a device that keeps nothing the report still goes, and this page still refuses a second.
      events(
        'RELOAD_BLOCKED',
        'FILL',
        'SUBMIT',
        'WAIT',
        'SENT',
        'ANOTHER',
        'FILL',
        'SUBMIT',
        'RELOAD_BLOCKED',
      ),
    ],
  })
})
