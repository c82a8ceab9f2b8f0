/**
 * The one e-mail rule of every field the site checks itself (the quiz, the sign-up forms,
 * «Avísame cuando abra», contact, the certificate request): the spec's quiz rule, text
 * without spaces, an at sign, text, a dot, text (§5). It catches what a browser's own
 * `type="email"` lets through, such as «ana@gmail», an address that cannot receive mail.
 */
export const isEmailAddress = (value: string) => /^\S+@\S+\.\S+$/.test(value.trim())

/** What the field says when the address breaks the rule (the quiz's message, spec §8). */
export const INVALID_EMAIL_MESSAGE = '❌ Ingresa un correo válido.'
