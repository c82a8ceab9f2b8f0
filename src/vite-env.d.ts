/// <reference types="vite/client" />

/** The year of the build, for the footer (same value on server and client: no hydration mismatch). */
declare const __BUILD_YEAR__: number
/** The build's date in Mexico City, yyyy-mm-dd (same on server and client). */
declare const __BUILD_DATE__: string
/** How many programmes data/scholarships.json has (build time). */
declare const __SCHOLARSHIP_COUNT__: number

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_TEMPLATE_SIGNUP?: string
  readonly VITE_EMAILJS_TEMPLATE_CONTACT?: string
  readonly VITE_EMAILJS_TEMPLATE_QUIZ?: string
  readonly VITE_EMAILJS_TEMPLATE_CERTIFICATE?: string
  readonly VITE_EMAILJS_TEMPLATE_CALL_REPORT?: string
  readonly VITE_EMAILJS_ORIGIN?: string
  readonly VITE_LEADS_URL?: string
  readonly VITE_EMAIL_TIMEOUT_MS?: string
  readonly VITE_VITALS_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
