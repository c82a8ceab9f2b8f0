/**
 * Who may apply to a programme, by where the student lives and studies: the one scope rule
 * the quiz's suggestions (decision 0008) and the catalogue's `estado` filter share. Pure and
 * small: it ships to the browser.
 *
 *   • a programme for one state («Estado») → only students of that state;
 *   • one for people living outside Mexico → no student in Mexico;
 *   • one each state runs for itself (PECDA), or with no «Estado» (federal, international,
 *     foundation, bank) → every state;
 *   • one for some institutions' students («Solo para estudiantes de») → only those: with no
 *     institution known (the catalogue asks only the state), nobody.
 */
import type { Eligibility } from '../../data/scholarships.schema'

export interface StudentPlace {
  /** One of the 32 states (data/states.json); undefined: not said. */
  state?: string | undefined
  /** An institution of data/institutions.json; undefined: not said. */
  institution?: string | undefined
}

/** Whether a student of `place` may apply to a programme with this eligibility. */
export function inScope(
  { region, studentsOf }: Pick<Eligibility, 'region' | 'studentsOf'>,
  { state, institution }: StudentPlace,
): boolean {
  if (region?.kind === 'abroad') return false
  if (region?.kind === 'state' && region.state !== state) return false
  if (studentsOf.length > 0 && (!institution || !studentsOf.includes(institution))) return false
  return true
}
