import { describe, expect, it, vi } from 'vitest'
import { type Actor, createActor, fromPromise, waitFor } from 'xstate'
import { type SignupRequest, signupMachine, signupSources } from '../../../machines/signupMachine'
import { failure, ok, type ServiceResult } from '../../../src/lib/serviceResult'

/** A promise the test settles by hand, standing in for a network call. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function startSignup(source: 'hero' | 'cta' = 'hero') {
  const sends: { request: SignupRequest; call: ReturnType<typeof deferred<ServiceResult>> }[] = []
  const leads: { request: SignupRequest; call: ReturnType<typeof deferred<ServiceResult>> }[] = []
  const machine = signupMachine.provide({
    actors: {
      sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(({ input }) => {
        const call = deferred<ServiceResult>()
        sends.push({ request: input, call })
        return call.promise
      }),
      storeLead: fromPromise<ServiceResult, SignupRequest>(({ input }) => {
        const call = deferred<ServiceResult>()
        leads.push({ request: input, call })
        return call.promise
      }),
    },
  })
  const actor = createActor(machine, { input: { source } })
  actor.start()
  return { actor, sends, leads }
}

const type = (actor: Actor<typeof signupMachine>, value: string) =>
  actor.send({ type: 'field.change', value })
const submit = (actor: Actor<typeof signupMachine>) => actor.send({ type: 'form.submit' })

describe('signupMachine', () => {
  it('starts idle with an empty field', () => {
    const { actor } = startSignup()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.email).toBe('')
  })

  it('ignores a submit with an empty or blank field', () => {
    const { actor, sends } = startSignup()
    submit(actor)
    type(actor, '   ')
    submit(actor)
    expect(actor.getSnapshot().value).toBe('idle')
    expect(sends).toHaveLength(0)
  })

  it('sends the trimmed address with the form’s source', () => {
    const { actor, sends } = startSignup('cta')
    type(actor, '  ana@correo.mx ')
    submit(actor)
    expect(actor.getSnapshot().value).toBe('sending')
    expect(sends.map((send) => send.request)).toEqual([{ email: 'ana@correo.mx', source: 'cta' }])
  })

  it('ignores submitting and typing again while sending (no double submit)', () => {
    const { actor, sends } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    submit(actor)
    type(actor, 'otra@correo.mx')
    submit(actor)
    expect(sends).toHaveLength(1)
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx')
  })

  it('on success clears the field and stores the lead with the same address', async () => {
    const { actor, sends, leads } = startSignup('hero')
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.call.resolve(ok)
    await waitFor(actor, (snapshot) => snapshot.matches('success'))
    expect(actor.getSnapshot().context.email).toBe('')
    expect(leads.map((lead) => lead.request)).toEqual([{ email: 'ana@correo.mx', source: 'hero' }])
    leads[0]?.call.resolve(ok)
    await waitFor(actor, (snapshot) => snapshot.matches({ success: 'done' }))
  })

  it('keeps showing success when the lead cannot be stored, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor, sends, leads } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.call.resolve(ok)
    await waitFor(actor, (snapshot) => snapshot.matches('success'))
    leads[0]?.call.reject(new Error('script failed'))
    await waitFor(actor, (snapshot) => snapshot.matches({ success: 'done' }))
    expect(log).toHaveBeenCalledWith('[signup] lead not stored', expect.anything())
    log.mockRestore()
  })

  it.each([
    [
      'a failed result',
      (call: ReturnType<typeof deferred<ServiceResult>>) => call.resolve(failure('rate-limited', '429')),
    ],
    [
      'a rejection',
      (call: ReturnType<typeof deferred<ServiceResult>>) => call.reject(new TypeError('Failed to fetch')),
    ],
  ])('on %s keeps the field and shows failure, without storing a lead', async (_, settle) => {
    const { actor, sends, leads } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    settle(sends[0]?.call as ReturnType<typeof deferred<ServiceResult>>)
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx')
    expect(leads).toHaveLength(0)
  })

  it('retries from failure and goes back to idle when the user edits', async () => {
    const { actor, sends } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.call.resolve(failure('server-error', '500'))
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    submit(actor)
    expect(actor.getSnapshot().value).toBe('sending')
    sends[1]?.call.resolve(failure('server-error', '500'))
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    type(actor, 'ana@correo.mx.')
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('names the about and lead context of each form', () => {
    expect(signupSources.hero).toEqual({ about: 'Unete al club', leadContext: 'unete al club' })
    expect(signupSources.cta).toEqual({ about: 'Aparta tu lugar', leadContext: 'aparta mi lugar' })
  })
})
