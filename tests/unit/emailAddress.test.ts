import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { certificateErrors, certificateMessages } from '../../machines/certificateMachine'
import { type ContactFields, contactMachine, contactMessages } from '../../machines/contactMachine'
import { quizMessages } from '../../machines/quizMachine'
import { type SignupRequest, signupMachine, signupMessages } from '../../machines/signupMachine'
import { INVALID_EMAIL_MESSAGE, isEmailAddress } from '../../src/domain/emailAddress'
import type { ServiceResult } from '../../src/domain/serviceResult'

/** Addresses as students type them, and whether the rule (spec §5: text @ text . text) takes them. */
const addresses: [string, boolean][] = [
  ['ana@gmail.com', true],
  [' ana.lopez@alumnos.unam.mx ', true],
  ['ana+becas@correo.mx', true],
  ['ana@gmail', false],
  ['ana.gmail.com', false],
  ['ana@.', false],
  ['ana @gmail.com', false],
  ['@gmail.com', false],
  ['', false],
]

describe('the one e-mail rule', () => {
  it.each(addresses)('%j → %s', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid)
  })

  it('every form the site checks itself says the same thing', () => {
    expect(INVALID_EMAIL_MESSAGE).toBe('❌ Ingresa un correo válido.')
    for (const message of [
      quizMessages.invalidEmail,
      signupMessages.invalid,
      contactMessages.invalidEmail,
      certificateMessages.emailInvalid,
    ])
      expect(message).toBe(INVALID_EMAIL_MESSAGE)
  })

  it.each(addresses.filter(([address]) => address.trim() !== ''))(
    'the sign-up forms, contact and the certificate request agree with it on %j',
    (address, valid) => {
      // A request that never answers: the test only looks at whether one was made.
      const pending = <Input>() => fromPromise<ServiceResult, Input>(() => new Promise(() => {}))
      const signup = createActor(
        signupMachine.provide({
          actors: { sendSignupEmail: pending<SignupRequest>(), storeLead: pending<SignupRequest>() },
        }),
        { input: { source: 'hero' } },
      ).start()
      signup.send({ type: 'field.change', value: address })
      signup.send({ type: 'form.submit' })
      expect(signup.getSnapshot().value).toBe(valid ? 'sending' : 'invalid')

      const contact = createActor(
        contactMachine.provide({ actors: { sendContact: pending<ContactFields>() } }),
      ).start()
      contact.send({ type: 'field.change', field: 'name', value: 'Ana' })
      contact.send({ type: 'field.change', field: 'email', value: address })
      contact.send({ type: 'field.change', field: 'message', value: 'Hola' })
      contact.send({ type: 'form.submit' })
      expect(contact.getSnapshot().value).toBe(valid ? 'sending' : 'idle')

      expect(certificateErrors({ name: 'Ana López', email: address }).email).toBe(
        valid ? undefined : certificateMessages.emailInvalid,
      )
    },
  )
})
