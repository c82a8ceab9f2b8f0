/**
 * «Mi lana» /mi-lana/reto: savings challenges. Pure.
 *
 * Each challenge is a row of numbered deposits («casillas»), ticked in any order:
 *   52 semanas          week n: $10 × n            ($10 … $520, $13,780 in all)
 *   52 semanas al revés week n: $10 × (53 − n)     ($520 … $10: the easy weeks fall in December
 *                                                   when started in January)
 *   Reto de los 100     casilla n: $n, any order   ($1 … $100, $5,050 in all)
 * The weekly ones have a week per deposit from the start date; the 100 one has no calendar:
 * the student picks any amount any day.
 */
import { addDays, daysBetween } from '../calendarDays'
import type { Centavos } from '../money'

export type ChallengeKind = '52-semanas' | '52-semanas-inverso' | 'reto-100'

export interface Challenge {
  id: string
  kind: ChallengeKind
  /** yyyy-mm-dd: the first day of week 1. */
  start: string
  /** Ticked deposit numbers (weeks 1–52, or amounts 1–100), ascending. */
  ticked: number[]
}

export interface ChallengeList {
  lastId: number
  challenges: Challenge[]
}

export const MAX_CHALLENGES = 12

interface ChallengeRules {
  title: string
  /** Number of deposits: 52 weeks or 100 casillas. */
  count: number
  /** Whether deposit n belongs to week n after the start. */
  weekly: boolean
  amount: (n: number) => Centavos
}

export const CHALLENGE_RULES: Record<ChallengeKind, ChallengeRules> = {
  '52-semanas': { title: '52 semanas', count: 52, weekly: true, amount: (week) => week * 1_000 },
  '52-semanas-inverso': {
    title: '52 semanas al revés',
    count: 52,
    weekly: true,
    amount: (week) => (53 - week) * 1_000,
  },
  'reto-100': { title: 'Reto de los 100 pesos', count: 100, weekly: false, amount: (n) => n * 100 },
}

export const CHALLENGE_KINDS = Object.keys(CHALLENGE_RULES) as ChallengeKind[]

export const emptyChallengeList = (): ChallengeList => ({ lastId: 0, challenges: [] })

/** The challenge's deposit numbers with their amounts, in order. */
export function deposits(kind: ChallengeKind): { n: number; amount: Centavos }[] {
  const { count, amount } = CHALLENGE_RULES[kind]
  return Array.from({ length: count }, (_, index) => ({ n: index + 1, amount: amount(index + 1) }))
}

/** What the whole challenge saves: $13,780 for both 52-week ones, $5,050 for the 100. */
export const challengeTotal = (kind: ChallengeKind) =>
  deposits(kind).reduce((total, deposit) => total + deposit.amount, 0)

export const isValidDeposit = (kind: ChallengeKind, n: number) =>
  Number.isInteger(n) && n >= 1 && n <= CHALLENGE_RULES[kind].count

/** The week of a weekly challenge `date` falls in: 1 on the start day, 0 before it. */
export function weekOf(challenge: Challenge, date: string): number {
  const days = daysBetween(challenge.start, date)
  return days < 0 ? 0 : Math.floor(days / 7) + 1
}

/** The first day of week `week`. */
export const weekStart = (challenge: Challenge, week: number) => addDays(challenge.start, (week - 1) * 7)

export interface ChallengeProgress {
  total: Centavos
  saved: Centavos
  left: Centavos
  tickedCount: number
  done: boolean
  /** Weekly: the lowest unticked week, its amount and the day it starts; null when all are in. */
  next: { n: number; amount: Centavos; date: string | null } | null
  /** Weekly: the week `today` falls in (0 before the start, over 52 after the end). */
  week: number | null
  /** Weekly: weeks already started whose deposit is not ticked. */
  behind: number
}

/** Where the challenge stands on `today`. */
export function challengeProgress(challenge: Challenge, today: string): ChallengeProgress {
  const rules = CHALLENGE_RULES[challenge.kind]
  const ticked = new Set(challenge.ticked)
  const total = challengeTotal(challenge.kind)
  const saved = challenge.ticked.reduce((sum, n) => sum + rules.amount(n), 0)
  const pending = deposits(challenge.kind).filter((deposit) => !ticked.has(deposit.n))
  const first = rules.weekly ? pending[0] : undefined
  const week = rules.weekly ? weekOf(challenge, today) : null
  const reached = Math.min(week ?? 0, rules.count)
  return {
    total,
    saved,
    left: total - saved,
    tickedCount: ticked.size,
    done: pending.length === 0,
    next: first ? { ...first, date: weekStart(challenge, first.n) } : null,
    week,
    behind: pending.filter((deposit) => deposit.n <= reached).length,
  }
}

export function startChallenge(list: ChallengeList, kind: ChallengeKind, start: string): ChallengeList {
  const challenge: Challenge = { id: `r${list.lastId + 1}`, kind, start, ticked: [] }
  return { lastId: list.lastId + 1, challenges: [...list.challenges, challenge] }
}

const changeChallenge = (list: ChallengeList, id: string, change: (challenge: Challenge) => Challenge) => ({
  ...list,
  challenges: list.challenges.map((challenge) => (challenge.id === id ? change(challenge) : challenge)),
})

/** Ticks or unticks deposit `n`; numbers the challenge does not have are ignored. */
export const tickDeposit = (list: ChallengeList, id: string, n: number, done: boolean): ChallengeList =>
  changeChallenge(list, id, (challenge) => {
    if (!isValidDeposit(challenge.kind, n)) return challenge
    const others = challenge.ticked.filter((entry) => entry !== n)
    return { ...challenge, ticked: done ? [...others, n].sort((a, b) => a - b) : others }
  })

/** Starts over from `start`: no deposit ticked. */
export const restartChallenge = (list: ChallengeList, id: string, start: string): ChallengeList =>
  changeChallenge(list, id, (challenge) => ({ ...challenge, start, ticked: [] }))

export const removeChallenge = (list: ChallengeList, id: string): ChallengeList => ({
  ...list,
  challenges: list.challenges.filter((challenge) => challenge.id !== id),
})
