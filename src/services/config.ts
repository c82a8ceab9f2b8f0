/**
 * Where e-mails and leads go. With no VITE_* keys set, everything points at the local
 * inbox that `npm start` and `npm run dev` serve on the same origin as the site.
 */
export const LOCAL_INBOX_KEY = 'local-inbox'

export type EmailUse = 'signup' | 'contact' | 'quiz' | 'certificate' | 'callReport'

const env = import.meta.env

export const emailConfig = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || LOCAL_INBOX_KEY,
  serviceId: env.VITE_EMAILJS_SERVICE_ID || LOCAL_INBOX_KEY,
  templates: {
    signup: env.VITE_EMAILJS_TEMPLATE_SIGNUP || 'signup',
    contact: env.VITE_EMAILJS_TEMPLATE_CONTACT || 'contact',
    quiz: env.VITE_EMAILJS_TEMPLATE_QUIZ || 'quiz-results',
    certificate: env.VITE_EMAILJS_TEMPLATE_CERTIFICATE || 'certificate',
    callReport: env.VITE_EMAILJS_TEMPLATE_CALL_REPORT || 'call-report',
  } satisfies Record<EmailUse, string>,
  /** EmailJS API origin; empty means "this site's own origin" (the local inbox). */
  origin: env.VITE_EMAILJS_ORIGIN || '',
  /** The UI gives up on a request that never answers after this long. */
  timeoutMs: Number(env.VITE_EMAIL_TIMEOUT_MS) || 15_000,
}

export const leadsConfig = {
  /** Spreadsheet web app (JSONP); defaults to the local inbox's endpoint. */
  url: env.VITE_LEADS_URL || '/api/leads',
  /** The script element is removed after this long (spec §7, §9). */
  scriptLifetimeMs: 5000,
}
