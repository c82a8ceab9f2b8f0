import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  CONTACT_MESSAGE_MAX,
  type ContactFields,
  contactErrors,
  contactMachine,
  contactMessages,
} from '../../../machines/contactMachine'
import { failure, ok, type ServiceResult } from '../../../src/domain/serviceResult'

function startContact(reply: () => Promise<ServiceResult>) {
  const sent: ContactFields[] = []
  const actor = createActor(
    contactMachine.provide({
      actors: {
        sendContact: fromPromise<ServiceResult, ContactFields>(({ input }) => {
          sent.push(input)
          return reply()
        }),
      },
    }),
  )
  actor.start()
  const fill = (fields: Partial<ContactFields>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as keyof ContactFields, value: value as string })
    }
  }
  return { actor, sent, fill, snapshot: () => actor.getSnapshot() }
}

const complete = { name: ' Ana ', email: 'ana@correo.mx', message: 'Hola, ¿tienen becas para Sonora?' }

describe('contactMachine', () => {
  it.each([
    [{ ...complete, name: '  ' }, { name: contactMessages.nameMissing }],
    [{ ...complete, email: '' }, { email: contactMessages.emailMissing }],
    [{ ...complete, message: ' ' }, { message: contactMessages.messageMissing }],
    [
      { name: '', email: '', message: '' },
      {
        name: contactMessages.nameMissing,
        email: contactMessages.emailMissing,
        message: contactMessages.messageMissing,
      },
    ],
  ])('sends nothing when a field is empty (%o), and says so by the field', (fields, messages) => {
    const contact = startContact(() => Promise.resolve(ok))
    contact.fill(fields)
    expect(contact.snapshot().context.attempted).toBe(false)
    contact.actor.send({ type: 'form.submit' })
    expect(contact.snapshot().value).toBe('idle')
    expect(contact.snapshot().context.attempted).toBe(true)
    expect(contactErrors(contact.snapshot().context.fields)).toEqual(messages)
    expect(contact.sent).toHaveLength(0)
  })

  it.each(['ana@correo', 'ana correo@mx.com', 'ana.correo.mx'])(
    'sends nothing on an address that is not one (%s) and says so until it is one',
    (email) => {
      const contact = startContact(() => Promise.resolve(ok))
      contact.fill({ ...complete, email })
      contact.actor.send({ type: 'form.submit' })
      expect(contact.snapshot().value).toBe('idle')
      expect(contact.sent).toHaveLength(0)
      expect(contactErrors(contact.snapshot().context.fields)).toEqual({
        email: contactMessages.invalidEmail,
      })
      contact.fill({ email: 'ana@correo.mx' })
      expect(contactErrors(contact.snapshot().context.fields)).toEqual({})
      contact.actor.send({ type: 'form.submit' })
      expect(contact.sent).toHaveLength(1)
    },
  )

  it('sends the trimmed fields and, on success, keeps a summary of what was sent', async () => {
    const contact = startContact(() => Promise.resolve(ok))
    contact.fill(complete)
    contact.actor.send({ type: 'form.submit' })
    expect(contact.snapshot().value).toBe('sending')
    await waitFor(contact.actor, (snapshot) => snapshot.matches('success'))
    expect(contact.sent).toEqual([{ name: 'Ana', email: 'ana@correo.mx', message: complete.message }])
    expect(contact.snapshot().context.sent).toEqual({
      name: 'Ana',
      email: 'ana@correo.mx',
      message: complete.message,
    })
  })

  it('ignores a second submit while sending', () => {
    const contact = startContact(() => new Promise(() => {}))
    contact.fill(complete)
    contact.actor.send({ type: 'form.submit' })
    contact.actor.send({ type: 'form.submit' })
    expect(contact.sent).toHaveLength(1)
  })

  it.each([
    ['a failed result', () => Promise.resolve(failure('server-error', '500'))],
    ['a rejection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s keeps the form and everything typed, logs it and lets the user retry', async (_, reply) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const contact = startContact(reply as () => Promise<ServiceResult>)
    contact.fill(complete)
    contact.actor.send({ type: 'form.submit' })
    await waitFor(contact.actor, (snapshot) => snapshot.matches('failure'))
    expect(contact.snapshot().context.fields).toEqual(complete)
    expect(log).toHaveBeenCalledWith('[contacto] message not sent', expect.anything())
    contact.actor.send({ type: 'form.submit' })
    expect(contact.sent).toHaveLength(2)
    log.mockRestore()
  })

  it('caps the message length', () => {
    const contact = startContact(() => Promise.resolve(ok))
    contact.fill({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 50) })
    expect(contact.snapshot().context.fields.message).toHaveLength(CONTACT_MESSAGE_MAX)
  })
})
