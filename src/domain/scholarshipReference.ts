/**
 * The catalogue's categories and education levels as the browser reads them: validated at
 * build time (virtual:data/scholarship-reference), no schema or parser shipped.
 */
import reference from 'virtual:data/scholarship-reference'

export const scholarshipReference = reference

/** «Licenciatura» for «licenciatura»; an unknown code is shown as it is. */
export const levelLabel = (code: string) =>
  reference.levels.find((level) => level.value === code)?.label ?? code
