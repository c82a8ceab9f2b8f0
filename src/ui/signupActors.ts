import { fromPromise } from 'xstate'
import { type SignupRequest, type SignupSource, signupSources } from '../../machines/signupMachine'
import type { ServiceResult } from '../domain/serviceResult'
import { sendEmail, type TemplateParams } from '../services/email'
import { storeLead } from '../services/leads'

export const SIGNUP_THANKS_MESSAGE =
  '¡Gracias por unirte a Ya Sé Cómo! Te avisaremos cuando lancemos la app y cada vez que publiquemos becas, cursos y beneficios nuevos.'

const landingSource = (source: string) => {
  if (source in signupSources) return signupSources[source as SignupSource]
  throw new Error(`Unknown sign-up form ${source}`)
}

/** The EmailJS template params of a sign-up (spec §7.2): the address doubles as the name. */
export function signupTemplateParams({ email, source }: SignupRequest) {
  return { about: landingSource(source).about, name: email, email, message: SIGNUP_THANKS_MESSAGE }
}

/** The real side effects behind signupMachine: EmailJS, then the JSONP lead store. */
export const signupActors = {
  sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(({ input, signal }) =>
    sendEmail('signup', signupTemplateParams(input), signal),
  ),
  storeLead: fromPromise<ServiceResult, SignupRequest>(({ input }) =>
    storeLead(input.email, landingSource(input.source).leadContext),
  ),
}

/**
 * The same form asking for something else («Avísame cuando abra»): the sign-up template with
 * the request's own params, and the lead stored under the request's context.
 */
export const requestActors = (params: (email: string) => TemplateParams, leadContext: string) => ({
  sendSignupEmail: fromPromise<ServiceResult, SignupRequest>(({ input, signal }) =>
    sendEmail('signup', params(input.email), signal),
  ),
  storeLead: fromPromise<ServiceResult, SignupRequest>(({ input }) => storeLead(input.email, leadContext)),
})
