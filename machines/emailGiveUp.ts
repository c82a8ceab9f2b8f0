/**
 * How long a form waits for the e-mail service before it gives up and says the message did
 * not go (the form keeps everything typed; sending again retries). It is a named delay in
 * every machine that sends an e-mail, so the model tests cover «no reply» on a simulated
 * clock; the app sets it from VITE_EMAIL_TIMEOUT_MS (`.provide({ delays })`, see
 * src/services/config.ts). The e-mail service itself waits as long as the network does.
 */
export const EMAIL_GIVE_UP_MS = 15_000

/** The named delay, for a sending machine's `delays`. */
export const emailGiveUpDelay = { emailGiveUp: EMAIL_GIVE_UP_MS }
