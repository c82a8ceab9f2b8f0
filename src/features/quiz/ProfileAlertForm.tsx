import { useMemo } from 'react'
import { profileAlertTemplateParams } from '../../domain/callAlert'
import { SignupForm } from '../../ui/SignupForm'
import { requestActors } from '../../ui/signupActors'

/** «Avísame cuando abra» when nothing in the catalogue fits yet: the same form and services as a programme's alert. */
export default function ProfileAlertForm({ profile }: { profile: string }) {
  const actors = useMemo(
    () => requestActors((email) => profileAlertTemplateParams(profile, email), `alerta: perfil ${profile}`),
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
