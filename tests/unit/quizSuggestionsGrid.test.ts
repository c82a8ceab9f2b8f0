/**
 * Every profile the quiz can produce (88 institutions × 13 levels × 7 areas × 4 types =
 * 32,032), through the results' two lists (issue 29, decision 0008): §5's exact list must
 * be what the matcher gave before the suggestions existed, and almost nobody may leave
 * with nothing.
 *
 * The state is the one the suggestions cannot help: a state with no programme of its own.
 * A state programme only ever adds to a student's list, so what holds for this state holds
 * for all 32 (the second test checks the claim on a sample).
 */
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../data/catalogue'
import { quizScholarshipTypes, stepOptions } from '../../machines/quizContent'
import { quizResultLists, type SuggestionAnswers } from '../../src/lib/suggestScholarships'
import { frozenMatches } from './fixtures/matchScholarships.frozen'

const catalogue = loadCatalogue()
const institutions = stepOptions.institution
const levels = stepOptions.educationLevel
const areas = stepOptions.interestArea
const statesWithout = stepOptions.mexicoState.filter(
  (state) => !catalogue.some((s) => s.region?.kind === 'state' && s.region.state === state),
)
const WORST_STATE = statesWithout[0] ?? ''

interface Tally {
  profiles: number
  nothing: number
  noExact: number
  fiveOrMore: number
}
const emptyTally = (): Tally => ({ profiles: 0, nothing: 0, noExact: 0, fiveOrMore: 0 })
const percent = (part: number, whole: number) => (100 * part) / whole

function runGrid(state: string) {
  const total = emptyTally()
  const byLevel = new Map(levels.map((level) => [level, emptyTally()]))
  const exactDiffers: string[] = []
  for (const institution of institutions) {
    for (const level of levels) {
      for (const interestArea of areas) {
        for (const scholarshipType of quizScholarshipTypes) {
          const answers: SuggestionAnswers = {
            mexicoState: state,
            institution,
            educationLevel: [level],
            interestArea,
            scholarshipType,
          }
          const { matches, suggestions } = quizResultLists(catalogue, answers, null)
          const exact = matches.map((match) => ({ index: match.scholarship.index, reasons: match.reasons }))
          if (
            exactDiffers.length < 5 &&
            JSON.stringify(exact) !== JSON.stringify(frozenMatches(catalogue, answers))
          ) {
            exactDiffers.push(`${institution} · ${level} · ${interestArea} · ${scholarshipType}`)
          }
          const listed = matches.length + suggestions.length
          for (const tally of [total, byLevel.get(level) ?? emptyTally()]) {
            tally.profiles++
            if (listed === 0) tally.nothing++
            if (matches.length === 0) tally.noExact++
            if (listed >= 5) tally.fiveOrMore++
          }
        }
      }
    }
  }
  return { total, byLevel, exactDiffers }
}

describe('the quiz results over every profile the quiz can produce', () => {
  it('keeps §5’s exact list, leaves ≤ 5 % with nothing, gives ≥ 5 programmes to ≥ 95 % in licenciatura, medio superior and posgrado', () => {
    expect(WORST_STATE, 'a state without a programme of its own').not.toBe('')
    const { total, byLevel, exactDiffers } = runGrid(WORST_STATE)
    const lines = [
      `Quiz grid (state: ${WORST_STATE}, no programme of its own): ${total.profiles} profiles`,
      `  no exact match: ${percent(total.noExact, total.profiles).toFixed(1)} %`,
      `  nothing at all (exact + suggestions): ${total.nothing} profiles, ${percent(total.nothing, total.profiles).toFixed(1)} %  (target ≤ 5 %)`,
      '  by level: ≥ 5 programmes listed · nothing at all',
      ...[...byLevel].map(
        ([level, tally]) =>
          `    ${level.padEnd(15)} ${percent(tally.fiveOrMore, tally.profiles).toFixed(1).padStart(5)} % · ${percent(tally.nothing, tally.profiles).toFixed(1).padStart(5)} %`,
      ),
    ]
    console.log(lines.join('\n'))

    expect(total.profiles).toBe(32_032)
    expect(exactDiffers, 'profiles whose exact list changed').toEqual([])
    expect(percent(total.nothing, total.profiles)).toBeLessThanOrEqual(5)
    // Media superior depends on the programmes any prepa student in the country may ask for in
    // every area (decision 0008): the catalogue needs at least five of them.
    for (const level of ['licenciatura', 'medio_superior', 'posgrado']) {
      const tally = byLevel.get(level) ?? emptyTally()
      expect(percent(tally.fiveOrMore, tally.profiles), level).toBeGreaterThanOrEqual(95)
    }
  }, 120_000)

  it('never lists less in a state with programmes of its own than in the worst state', () => {
    const sample = { institution: 'Universidad de Guadalajara', interestArea: areas[0] ?? '' }
    for (const state of stepOptions.mexicoState) {
      for (const level of levels) {
        const count = (mexicoState: string) => {
          const { matches, suggestions } = quizResultLists(
            catalogue,
            { ...sample, mexicoState, educationLevel: [level], scholarshipType: quizScholarshipTypes[0] },
            null,
          )
          return matches.length + suggestions.length
        }
        expect(count(state), `${state} · ${level}`).toBeGreaterThanOrEqual(count(WORST_STATE))
      }
    }
  })
})
