/**
 * «Avísame cuando abra»: the e-mail a student asks for, for one programme (its call panel)
 * or for their profile (the quiz results when nothing fits yet). Both go out with the
 * sign-up template and the same `about`, so the team reads them in one list.
 */
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
