import { useMemo } from 'react'
import { type AlertProgramme, callAlertTemplateParams } from '../../domain/callAlert'
import { SignupForm } from '../../ui/SignupForm'
import { requestActors } from '../../ui/signupActors'

/** «Avísame cuando abra»: the landing's e-mail form, sending an alert request for one programme. */
export default function CallAlertForm({ index, name }: AlertProgramme) {
  const actors = useMemo(
    () => requestActors((email) => callAlertTemplateParams({ index, name }, email), `alerta: ${name}`),
    [index, name],
  )
  return (
    <SignupForm
      source={`alerta-${index}`}
      buttonLabel="Avísame"
      actors={actors}
      noScriptText="Para pedir un aviso necesitas activar JavaScript en tu navegador."
    />
  )
}
