/**
 * Every profile the quiz can produce (90 step-2 answers — the 88 institutions, «Mi escuela
 * no está en la lista» and «Todavía no sé» — × 13 levels × 7 areas × 4 types × 4 average
 * bands = 131,040), through the results' two lists (issue 29, decision 0008; issue 40,
 * decision 0040): §5's exact list must be what the matcher gave before the suggestions
 * existed, almost nobody may leave with nothing, and every card tells one story: none
 * outside the exact list shows only ✓, none below a stated minimum average lacks its ✗,
 * none with a population condition lacks its «Solo si».
 *
 * The state is the one the suggestions cannot help: a state with no programme of its own.
 * A state programme only ever adds to a student's list, so what holds for this state holds
 * for all 32 (the second test checks the claim on a sample).
 */
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../data/catalogue'
import { gpaBands, quizScholarshipTypes, stepOptions } from '../../machines/quizContent'
import { averageFit } from '../../src/domain/quizEligibility'
import { quizResultLists, type SuggestionAnswers } from '../../src/domain/suggestScholarships'
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

/** The cards that break «one story per card», counted over the grid (each names its first example). */
interface Breaks {
  onlyChecks: number
  belowAverageWithoutCross: number
  conditionWithoutOnlyIf: number
  examples: string[]
}

/** The exact list's chips as the frozen matcher wrote them: decision 0040 adds a note to a type chip read from the description. */
const frozenChip = (reason: string) => reason.replace(/, según su descripción \(su tipo es [^)]+\)$/, '')
const percent = (part: number, whole: number) => (100 * part) / whole

function runGrid(state: string) {
  const total = emptyTally()
  const byLevel = new Map(levels.map((level) => [level, emptyTally()]))
  const exactDiffers: string[] = []
  const breaks: Breaks = {
    onlyChecks: 0,
    belowAverageWithoutCross: 0,
    conditionWithoutOnlyIf: 0,
    examples: [],
  }
  const broke = (kind: keyof Omit<Breaks, 'examples'>, example: string) => {
    breaks[kind]++
    if (breaks.examples.length < 5) breaks.examples.push(`${kind}: ${example}`)
  }
  for (const institution of institutions) {
    for (const level of levels) {
      for (const interestArea of areas) {
        for (const scholarshipType of quizScholarshipTypes) {
          for (const gpa of gpaBands) {
            const answers: SuggestionAnswers = {
              mexicoState: state,
              institution,
              educationLevel: [level],
              interestArea,
              scholarshipType,
              gpa,
            }
            const profile = `${institution} · ${level} · ${interestArea} · ${scholarshipType} · ${gpa}`
            const { matches, suggestions } = quizResultLists(catalogue, answers, null)
            // The average never changes §5's list: compare it once per profile of the other answers.
            if (gpa === gpaBands[0] && exactDiffers.length < 5) {
              const exact = matches.map((match) => ({
                index: match.scholarship.index,
                reasons: match.reasons.map(frozenChip),
              }))
              if (JSON.stringify(exact) !== JSON.stringify(frozenMatches(catalogue, answers))) {
                exactDiffers.push(profile)
              }
            }
            for (const card of [...matches, ...suggestions]) {
              const { scholarship } = card
              const example = `${scholarship.name} for ${profile}`
              const fit = averageFit(scholarship.minimumAverage, gpa)
              if ((fit === 'below' || fit === 'maybe') && card.unmet.length === 0) {
                broke('belowAverageWithoutCross', example)
              }
              if (scholarship.conditions.length > 0 && !card.onlyIf) broke('conditionWithoutOnlyIf', example)
            }
            for (const suggestion of suggestions) {
              if (suggestion.notes.length + suggestion.unmet.length === 0) {
                broke('onlyChecks', `${suggestion.scholarship.name} for ${profile}`)
              }
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
  }
  return { total, byLevel, exactDiffers, breaks }
}

describe('the quiz results over every profile the quiz can produce', () => {
  it('keeps §5’s exact list, tells one story per card, leaves ≤ 5 % with nothing, gives ≥ 5 programmes to 100 % in licenciatura, medio superior and posgrado', () => {
    expect(WORST_STATE, 'a state without a programme of its own').not.toBe('')
    const { total, byLevel, exactDiffers, breaks } = runGrid(WORST_STATE)
    const lines = [
      `Quiz grid (state: ${WORST_STATE}, no programme of its own): ${total.profiles} profiles`,
      `  no exact match: ${percent(total.noExact, total.profiles).toFixed(1)} %`,
      `  nothing at all (exact + suggestions): ${total.nothing} profiles, ${percent(total.nothing, total.profiles).toFixed(1)} %  (target ≤ 5 %)`,
      `  cards outside the exact list with only ✓: ${breaks.onlyChecks}`,
      `  cards below a stated minimum average without a ✗: ${breaks.belowAverageWithoutCross}`,
      `  cards with a population condition without «Solo si»: ${breaks.conditionWithoutOnlyIf}`,
      '  by level: ≥ 5 programmes listed · nothing at all',
      ...[...byLevel].map(
        ([level, tally]) =>
          `    ${level.padEnd(15)} ${percent(tally.fiveOrMore, tally.profiles).toFixed(1).padStart(5)} % · ${percent(tally.nothing, tally.profiles).toFixed(1).padStart(5)} %`,
      ),
    ]
    console.log(lines.join('\n'))

    expect(total.profiles).toBe(90 * 13 * 7 * 4 * 4)
    expect(exactDiffers, 'profiles whose exact list changed').toEqual([])
    expect(breaks).toEqual({
      onlyChecks: 0,
      belowAverageWithoutCross: 0,
      conditionWithoutOnlyIf: 0,
      examples: [],
    })
    expect(percent(total.nothing, total.profiles)).toBeLessThanOrEqual(5)
    // Media superior depends on the programmes any prepa student in the country may ask for in
    // every area (decision 0008): the catalogue needs at least five of them.
    for (const level of ['licenciatura', 'medio_superior', 'posgrado']) {
      const tally = byLevel.get(level) ?? emptyTally()
      expect(percent(tally.fiveOrMore, tally.profiles), level).toBe(100)
    }
  }, 600_000)

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
