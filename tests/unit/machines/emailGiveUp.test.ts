import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type AnyActorRef, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { callReportMachine } from '../../../machines/callReportMachine'
import { certificateMachine } from '../../../machines/certificateMachine'
import { contactMachine } from '../../../machines/contactMachine'
import { EMAIL_GIVE_UP_MS, oneDeliveryPerMessage } from '../../../machines/emailGiveUp'
import { quizMachine } from '../../../machines/quizMachine'
import { type SignupRequest, signupMachine } from '../../../machines/signupMachine'
import { failure, ok, type ServiceResult } from '../../../src/domain/serviceResult'
import { advance, settle } from './fakeServices'

/**
 * EmailJS cannot cancel a request, so a give-up leaves it on its way. These tests run each of
 * the five sending machines with the app's own sender (`oneDeliveryPerMessage`, as
 * src/services/email.ts uses it) over a fake EmailJS whose answers the test gives late, and
 * count what reaches it: a message the student sends again after a give-up goes out once.
 */
function fakeEmailJs() {
  const requests: { answer: (result: ServiceResult) => void }[] = []
  const attempt = oneDeliveryPerMessage()
  /** The machine's sending actor, for its input type. */
  const sender = <TInput>() =>
    fromPromise<ServiceResult, TInput>(({ input, signal }) =>
      attempt(
        JSON.stringify(input),
        () => new Promise<ServiceResult>((answer) => requests.push({ answer })),
        signal,
      ),
    )
  return { sender, requests }
}

type Screen = 'sending' | 'failure' | 'success' | 'other'

/** One sending form: started with everything filled in, ready to submit. */
interface SendingForm {
  name: string
  /** The tag of the form's logs. */
  tag: string
  start: (emailJs: ReturnType<typeof fakeEmailJs>, clock: SimulatedClock) => AnyActorRef
  submit: (actor: AnyActorRef) => void
  screen: (actor: AnyActorRef) => Screen
}

const TODAY = '2026-11-26'
const submitForm = (actor: AnyActorRef) => actor.send({ type: 'form.submit' })

/** The screen of a form whose states are named sending, failure and success. */
function byStateName(actor: AnyActorRef): Screen {
  const snapshot = actor.getSnapshot()
  return (['sending', 'failure', 'success'] as const).find((screen) => snapshot.matches(screen)) ?? 'other'
}
const neverStored = fromPromise<ServiceResult, SignupRequest>(() => new Promise(() => {}))

const forms: SendingForm[] = [
  {
    name: 'signup',
    tag: 'signup',
    start: (emailJs, clock) => {
      const machine = signupMachine.provide({
        actors: { sendSignupEmail: emailJs.sender(), storeLead: neverStored },
      })
      const actor = createActor(machine, { clock, input: { source: 'hero' } }).start()
      actor.send({ type: 'field.change', value: 'ana@correo.mx' })
      return actor
    },
    submit: submitForm,
    screen: byStateName,
  },
  {
    name: 'contact',
    tag: 'contacto',
    start: (emailJs, clock) => {
      const actor = createActor(contactMachine.provide({ actors: { sendContact: emailJs.sender() } }), {
        clock,
      }).start()
      actor.send({ type: 'field.change', field: 'name', value: 'Ana' })
      actor.send({ type: 'field.change', field: 'email', value: 'ana@correo.mx' })
      actor.send({ type: 'field.change', field: 'message', value: '¿Tienen becas para Sonora?' })
      return actor
    },
    submit: submitForm,
    screen: byStateName,
  },
  {
    name: 'certificate',
    tag: 'certificado',
    start: (emailJs, clock) => {
      const machine = certificateMachine.provide({ actors: { sendCertificate: emailJs.sender() } })
      const actor = createActor(machine, { clock, input: { folio: 'YSC-2026-ABCD' } }).start()
      actor.send({ type: 'field.change', field: 'name', value: 'Ana López' })
      actor.send({ type: 'field.change', field: 'email', value: 'ana@correo.mx' })
      return actor
    },
    submit: submitForm,
    screen: byStateName,
  },
  {
    name: 'call report',
    tag: 'aviso',
    start: (emailJs, clock) => {
      const machine = callReportMachine.provide({
        actors: { sendReport: emailJs.sender(), deviceStorage: fromCallback(() => {}) },
      })
      const actor = createActor(machine, { clock, input: { programme: '0' } }).start()
      actor.send({ type: 'field.change', field: 'link', value: 'https://www.becabenitojuarez.gob.mx/' })
      actor.send({ type: 'field.change', field: 'opens', value: '2027-02-15' })
      return actor
    },
    submit: (actor) => actor.send({ type: 'form.submit', today: TODAY }),
    screen: (actor) => {
      const snapshot = actor.getSnapshot()
      if (snapshot.matches('sending')) return 'sending'
      if (snapshot.matches({ form: 'failure' })) return 'failure'
      if (snapshot.matches('sent')) return 'success'
      return 'other'
    },
  },
  {
    name: 'quiz e-mail',
    tag: 'quiz',
    start: (emailJs, clock) => {
      const actor = createActor(quizMachine.provide({ actors: { sendResults: emailJs.sender() } }), {
        clock,
        input: { institutionVariant: 0 },
      }).start()
      const waitForInputs = () => {
        for (
          let step = 0;
          step < 2000 && !actor.getSnapshot().matches({ asking: { inputs: 'ready' } });
          step++
        )
          clock.increment(10)
      }
      const answers: [string, string][] = [
        ['quiz.answer', 'Nuevo León'],
        ['quiz.answer', 'UANL'],
        ['quiz.toggleLevel', 'licenciatura'],
        ['quiz.next', ''],
        ['quiz.answer', 'Ingeniería, Ciencia y Tecnología'],
        ['quiz.answer', 'Entre 8 y 9'],
        ['quiz.answer', 'Por rendimiento académico'],
        ['quiz.answer', 'Sí'],
      ]
      for (const [type, value] of answers) {
        if (type !== 'quiz.next') waitForInputs()
        actor.send(type === 'quiz.next' ? { type } : { type: type as 'quiz.answer', value })
      }
      waitForInputs()
      actor.send({ type: 'quiz.emailChange', value: 'ana@correo.mx' })
      return actor
    },
    submit: (actor) => actor.send({ type: 'quiz.emailSubmit' }),
    screen: (actor) => {
      const snapshot = actor.getSnapshot()
      if (snapshot.matches({ asking: { inputs: 'sending' } })) return 'sending'
      if (snapshot.matches('emailSent')) return 'success'
      if (snapshot.matches({ asking: { inputs: 'ready' } }) && snapshot.context.emailStatus === 'failed')
        return 'failure'
      return 'other'
    },
  },
]

let errors: MockInstance<typeof console.error>
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  errors.mockRestore()
})

describe.each(forms)('$name: a give-up never sends a message twice', (form) => {
  /** Submits, and lets the give-up delay pass without an answer. */
  async function giveUp() {
    const clock = new SimulatedClock()
    const emailJs = fakeEmailJs()
    const actor = form.start(emailJs, clock)
    form.submit(actor)
    await settle()
    expect(form.screen(actor)).toBe('sending')
    expect(emailJs.requests).toHaveLength(1)
    advance(clock, EMAIL_GIVE_UP_MS - 10, 10)
    expect(form.screen(actor)).toBe('sending')
    advance(clock, 10, 10)
    expect(form.screen(actor)).toBe('failure')
    return { actor, emailJs }
  }

  it('logs the give-up in the words every form uses', async () => {
    await giveUp()
    expect(errors).toHaveBeenCalledWith(`[${form.tag}] gave up: the e-mail service did not answer in time`)
  })

  it('late success after the give-up: the failure stays, and the retry reports the delivery without sending again', async () => {
    const { actor, emailJs } = await giveUp()
    emailJs.requests[0]?.answer(ok)
    await settle()
    expect(form.screen(actor)).toBe('failure')
    form.submit(actor)
    await settle()
    expect(form.screen(actor)).toBe('success')
    expect(emailJs.requests).toHaveLength(1)
  })

  it('retry while the first is pending: it waits for the first, whose success ends it, nothing sent twice', async () => {
    const { actor, emailJs } = await giveUp()
    form.submit(actor)
    await settle()
    expect(form.screen(actor)).toBe('sending')
    expect(emailJs.requests).toHaveLength(1)
    emailJs.requests[0]?.answer(ok)
    await settle()
    expect(form.screen(actor)).toBe('success')
    expect(emailJs.requests).toHaveLength(1)
  })

  it('retry while the first is pending, and the first fails: the retry sends, once', async () => {
    const { actor, emailJs } = await giveUp()
    form.submit(actor)
    await settle()
    emailJs.requests[0]?.answer(failure('server-error', '500'))
    await settle()
    expect(form.screen(actor)).toBe('sending')
    expect(emailJs.requests).toHaveLength(2)
    emailJs.requests[1]?.answer(ok)
    await settle()
    expect(form.screen(actor)).toBe('success')
  })
})

describe('oneDeliveryPerMessage', () => {
  it('sends a message again once its earlier delivery was seen by the form (a new message)', async () => {
    const attempt = oneDeliveryPerMessage()
    let sent = 0
    const send = () => {
      sent++
      return Promise.resolve(ok)
    }
    await attempt('hola', send)
    await attempt('hola', send)
    expect(sent).toBe(2)
  })

  it('keeps different messages apart: one on its way does not hold another', async () => {
    const attempt = oneDeliveryPerMessage()
    const first = attempt('uno', () => new Promise(() => {}))
    expect(await attempt('dos', () => Promise.resolve(ok))).toEqual(ok)
    void first
  })

  it('reports a sender that throws as a failure', async () => {
    const attempt = oneDeliveryPerMessage()
    const outcome = await attempt('hola', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(outcome).toEqual(failure('server-error', 'TypeError: Failed to fetch'))
  })
})
