import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { SignupRequest } from '../../../machines/signupMachine'
import type { ServiceResult } from '../../lib/serviceResult'
import { sendEmail } from '../../services/email'
import { storeLead } from '../../services/leads'
import { CALL_ALERT_ABOUT } from '../calls/CallAlertForm'
import { SignupForm } from '../landing/SignupForm'

/** The EmailJS template params of «Avísame cuando abra» from the quiz results: the student's profile, not one programme. */
export function profileAlertTemplateParams(profile: string, email: string) {
  return {
    about: CALL_ALERT_ABOUT,
    name: email,
    email,
    scholarship: 'Becas para mi perfil',
    message: `Quiero que me avisen cuando abra una beca para mi perfil: ${profile}.`,
  }
}

/** «Avísame cuando abra» when nothing in the catalogue fits yet: the same form and services as a programme's alert. */
export default function ProfileAlertForm({ profile }: { profile: string }) {
  const actors = useMemo(
    () => ({
      sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(({ input }) =>
        sendEmail('signup', profileAlertTemplateParams(profile, input.email)),
      ),
      storeLead: fromPromise<ServiceResult, SignupRequest>(({ input }) =>
        storeLead(input.email, `alerta: perfil ${profile}`),
      ),
    }),
    [profile],
  )
  return (
    <SignupForm
      source="alerta-perfil"
      buttonLabel="Avísame"
      actors={actors}
      noScriptText="Para pedir un aviso necesitas activar JavaScript en tu navegador."
    />
  )
}
