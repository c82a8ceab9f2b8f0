import { describe, expect, it } from 'vitest'
import {
  type ChallengeList,
  challengeProgress,
  challengeTotal,
  deposits,
  emptyChallengeList,
  removeChallenge,
  restartChallenge,
  startChallenge,
  tickDeposit,
  weekOf,
} from '../../../src/domain/lana/challenges'

const first = (list: ChallengeList) => list.challenges[0] as ChallengeList['challenges'][number]

describe('challenge totals', () => {
  it('52 semanas: $10 in week 1, $10 more each week, $13,780', () => {
    const weeks = deposits('52-semanas')
    expect(weeks).toHaveLength(52)
    expect(weeks[0]).toEqual({ n: 1, amount: 1_000 })
    expect(weeks[1]).toEqual({ n: 2, amount: 2_000 })
    expect(weeks[51]).toEqual({ n: 52, amount: 52_000 })
    expect(challengeTotal('52-semanas')).toBe(1_378_000)
  })

  it('the reverse starts at $520 and ends at $10, same total', () => {
    const weeks = deposits('52-semanas-inverso')
    expect(weeks[0]).toEqual({ n: 1, amount: 52_000 })
    expect(weeks[51]).toEqual({ n: 52, amount: 1_000 })
    expect(challengeTotal('52-semanas-inverso')).toBe(1_378_000)
  })

  it('the 100 pesos: amounts $1 to $100, $5,050', () => {
    const casillas = deposits('reto-100')
    expect(casillas).toHaveLength(100)
    expect(casillas.map((casilla) => casilla.amount / 100)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    )
    expect(challengeTotal('reto-100')).toBe(505_000)
  })
})

describe('progress', () => {
  const started = startChallenge(emptyChallengeList(), '52-semanas', '2026-01-05')

  it('weeks count from the start day, seven days each, across the year end', () => {
    const challenge = first(started)
    expect(weekOf(challenge, '2026-01-04')).toBe(0)
    expect(weekOf(challenge, '2026-01-05')).toBe(1)
    expect(weekOf(challenge, '2026-01-11')).toBe(1)
    expect(weekOf(challenge, '2026-01-12')).toBe(2)
    expect(weekOf(challenge, '2026-12-28')).toBe(52)
    expect(weekOf(challenge, '2027-01-04')).toBe(53)
  })

  it('saved, left, next deposit and weeks behind', () => {
    let list = tickDeposit(started, 'r1', 1, true)
    list = tickDeposit(list, 'r1', 2, true)
    list = tickDeposit(list, 'r1', 4, true)
    const progress = challengeProgress(first(list), '2026-01-27')
    expect(progress).toEqual({
      total: 1_378_000,
      saved: 7_000,
      left: 1_371_000,
      tickedCount: 3,
      done: false,
      next: { n: 3, amount: 3_000, date: '2026-01-19' },
      week: 4,
      behind: 1,
    })
  })

  it('ticking twice or unticking keeps the list right; numbers out of range are ignored', () => {
    let list = tickDeposit(started, 'r1', 3, true)
    list = tickDeposit(list, 'r1', 3, true)
    list = tickDeposit(list, 'r1', 1, true)
    expect(first(list).ticked).toEqual([1, 3])
    list = tickDeposit(list, 'r1', 3, false)
    list = tickDeposit(list, 'r1', 53, true)
    list = tickDeposit(list, 'r1', 0, true)
    list = tickDeposit(list, 'r1', 1.5, true)
    expect(first(list).ticked).toEqual([1])
  })

  it('a whole year ticked is done with $13,780 saved and nothing next', () => {
    let list = started
    for (let week = 52; week >= 1; week--) list = tickDeposit(list, 'r1', week, true)
    const progress = challengeProgress(first(list), '2027-01-10')
    expect(progress).toMatchObject({ saved: 1_378_000, left: 0, done: true, next: null, week: 53, behind: 0 })
  })

  it('the 100 pesos has no weeks and no fixed next deposit', () => {
    let list = startChallenge(emptyChallengeList(), 'reto-100', '2026-11-24')
    list = tickDeposit(list, 'r1', 100, true)
    list = tickDeposit(list, 'r1', 37, true)
    expect(challengeProgress(first(list), '2026-12-01')).toEqual({
      total: 505_000,
      saved: 13_700,
      left: 491_300,
      tickedCount: 2,
      done: false,
      next: null,
      week: null,
      behind: 0,
    })
  })

  it('several at once, each with its own id; restart clears ticks and moves the start; remove', () => {
    let list = startChallenge(started, 'reto-100', '2026-02-01')
    list = startChallenge(list, '52-semanas', '2026-03-01')
    expect(list.challenges.map((challenge) => challenge.id)).toEqual(['r1', 'r2', 'r3'])
    list = tickDeposit(list, 'r2', 50, true)
    list = tickDeposit(list, 'r1', 1, true)
    list = restartChallenge(list, 'r1', '2026-06-01')
    expect(first(list)).toEqual({ id: 'r1', kind: '52-semanas', start: '2026-06-01', ticked: [] })
    expect(list.challenges[1]?.ticked).toEqual([50])
    list = removeChallenge(list, 'r2')
    expect(list.challenges.map((challenge) => challenge.id)).toEqual(['r1', 'r3'])
    expect(startChallenge(list, 'reto-100', '2026-07-01').challenges.at(-1)?.id).toBe('r4')
  })
})
