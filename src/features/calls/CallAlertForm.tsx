import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import type { SignupRequest } from '../../../machines/signupMachine'
import type { ServiceResult } from '../../domain/serviceResult'
import { sendEmail } from '../../services/email'
import { storeLead } from '../../services/leads'
import { SignupForm } from '../landing/SignupForm'

export const CALL_ALERT_ABOUT = 'Alerta de convocatoria'

export interface AlertProgramme {
  index: number
  name: string
}

/** The EmailJS template params of «Avísame cuando abra»: what, which programme, who. */
export function callAlertTemplateParams(programme: AlertProgramme, email: string) {
  return {
    about: CALL_ALERT_ABOUT,
    name: email,
    email,
    scholarship: programme.name,
    scholarshipIndex: String(programme.index),
    message: `Quiero que me avisen cuando abra la convocatoria de «${programme.name}» (beca ${programme.index}).`,
  }
}

/** The sign-up machine's actors for one programme's alert: same e-mail service and lead store. */
export const callAlertActors = (programme: AlertProgramme) => ({
  sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(({ input }) =>
    sendEmail('signup', callAlertTemplateParams(programme, input.email)),
  ),
  storeLead: fromPromise<ServiceResult, SignupRequest>(({ input }) =>
    storeLead(input.email, `alerta: ${programme.name}`),
  ),
})

/** «Avísame cuando abra»: the landing's e-mail form, sending an alert request for one programme. */
export default function CallAlertForm({ index, name }: AlertProgramme) {
  const actors = useMemo(() => callAlertActors({ index, name }), [index, name])
  return (
    <SignupForm
      source={`alerta-${index}`}
      buttonLabel="Avísame"
      actors={actors}
      noScriptText="Para pedir un aviso necesitas activar JavaScript en tu navegador."
    />
  )
}
