import { describe, expect, it, vi } from 'vitest'
import { type Actor, createActor, waitFor } from 'xstate'
import { type SignupRequest, signupMachine, signupSources } from '../../../machines/signupMachine'
import { failure, ok, type ServiceResult } from '../../../src/domain/serviceResult'
import { answerableService } from './fakeServices'

function startSignup(source: 'hero' | 'cta' = 'hero') {
  const sends = answerableService<ServiceResult, SignupRequest>()
  const leads = answerableService<ServiceResult, SignupRequest>()
  const machine = signupMachine.provide({ actors: { sendSignupEmail: sends.logic, storeLead: leads.logic } })
  const actor = createActor(machine, { input: { source } })
  actor.start()
  return { actor, sends: sends.calls, leads: leads.calls }
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
    expect(sends.map((send) => send.input)).toEqual([{ email: 'ana@correo.mx', source: 'cta' }])
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
    sends[0]?.settle(ok)
    await waitFor(actor, (snapshot) => snapshot.matches('success'))
    expect(actor.getSnapshot().context.email).toBe('')
    expect(leads.map((lead) => lead.input)).toEqual([{ email: 'ana@correo.mx', source: 'hero' }])
    leads[0]?.settle(ok)
    await waitFor(actor, (snapshot) => snapshot.matches({ success: 'done' }))
  })

  it('keeps showing success when the lead cannot be stored, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { actor, sends, leads } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.settle(ok)
    await waitFor(actor, (snapshot) => snapshot.matches('success'))
    leads[0]?.settle(new Error('script failed'))
    await waitFor(actor, (snapshot) => snapshot.matches({ success: 'done' }))
    expect(log).toHaveBeenCalledWith('[signup] lead not stored', expect.anything())
    log.mockRestore()
  })

  it.each([
    ['a failed result', failure('rate-limited', '429')],
    ['a rejection', new TypeError('Failed to fetch')],
  ])('on %s keeps the field and shows failure, without storing a lead', async (_, outcome) => {
    const { actor, sends, leads } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.settle(outcome)
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    expect(actor.getSnapshot().context.email).toBe('ana@correo.mx')
    expect(leads).toHaveLength(0)
  })

  it('retries from failure and goes back to idle when the user edits', async () => {
    const { actor, sends } = startSignup()
    type(actor, 'ana@correo.mx')
    submit(actor)
    sends[0]?.settle(failure('server-error', '500'))
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    submit(actor)
    expect(actor.getSnapshot().value).toBe('sending')
    sends[1]?.settle(failure('server-error', '500'))
    await waitFor(actor, (snapshot) => snapshot.matches('failure'))
    type(actor, 'ana@correo.mx.')
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('names the about and lead context of each form', () => {
    expect(signupSources.hero).toEqual({ about: 'Unete al club', leadContext: 'unete al club' })
    expect(signupSources.cta).toEqual({ about: 'Aparta tu lugar', leadContext: 'aparta mi lugar' })
  })
})
