import { describe, expect, it } from 'vitest'
import { todayInMexicoCity } from '../../data/spanishDate'
import {
  addDays,
  addMonths,
  dayInMonth,
  daysBetween,
  daysInMonth,
  daysLeftInQuincena,
  isIsoDate,
  isLeapYear,
  isMonthKey,
  lastDayOf,
  monthOf,
  nextMonth,
  nextQuincenaStart,
  previousMonth,
  quincenaOf,
} from '../../src/domain/calendarDays'

describe('today in Mexico City', () => {
  it('is the day in UTC−6, not the UTC day', () => {
    // 2026-12-01 05:59 UTC is still 30 November at 23:59 in Mexico City.
    expect(todayInMexicoCity(new Date('2026-12-01T05:59:00Z'))).toBe('2026-11-30')
    expect(todayInMexicoCity(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01')
    // New Year's Eve: the quincena and the year change at midnight in Mexico City.
    expect(todayInMexicoCity(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31')
  })
})

describe('months', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2026, 11)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect([2024, 2028, 2000].every(isLeapYear)).toBe(true)
    expect([2026, 2100, 1900].some(isLeapYear)).toBe(false)
  })

  it('month keys, previous and next, across year ends', () => {
    expect(monthOf('2026-11-24')).toBe('2026-11')
    expect(nextMonth('2026-11')).toBe('2026-12')
    expect(nextMonth('2026-12')).toBe('2027-01')
    expect(previousMonth('2027-01')).toBe('2026-12')
    expect(previousMonth('2026-03')).toBe('2026-02')
    expect(addMonths('2026-11', 14)).toBe('2028-01')
    expect(addMonths('2026-01', -13)).toBe('2024-12')
    expect(addMonths('2026-05', 0)).toBe('2026-05')
  })

  it('a monthly day the month lacks falls on its last day', () => {
    expect(dayInMonth('2026-11', 31)).toBe('2026-11-30')
    expect(dayInMonth('2026-12', 31)).toBe('2026-12-31')
    expect(dayInMonth('2027-02', 29)).toBe('2027-02-28')
    expect(dayInMonth('2027-02', 30)).toBe('2027-02-28')
    expect(dayInMonth('2027-02', 31)).toBe('2027-02-28')
    expect(dayInMonth('2028-02', 29)).toBe('2028-02-29')
    expect(dayInMonth('2028-02', 31)).toBe('2028-02-29')
    expect(dayInMonth('2026-04', 30)).toBe('2026-04-30')
    expect(dayInMonth('2026-04', 5)).toBe('2026-04-05')
    expect(lastDayOf('2026-02')).toBe('2026-02-28')
    expect(lastDayOf('2024-02')).toBe('2024-02-29')
  })

  it('validates dates and month keys', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-11-31')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('2026-1-01')).toBe(false)
    expect(isIsoDate('2026-00-10')).toBe(false)
    expect(isMonthKey('2026-11')).toBe(true)
    expect(isMonthKey('2026-13')).toBe(false)
    expect(isMonthKey('2026-1')).toBe(false)
  })
})

describe('days', () => {
  it('adds and counts calendar days across month, year and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(addDays('2026-01-01', 7 * 51)).toBe('2026-12-24')
    expect(daysBetween('2026-12-30', '2027-01-05')).toBe(6)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1)
  })
})

describe('quincenas', () => {
  it('days 1–15 are the first, 16 to the last day the second', () => {
    expect(quincenaOf('2026-11-01')).toEqual({
      month: '2026-11',
      half: 1,
      start: '2026-11-01',
      end: '2026-11-15',
    })
    expect(quincenaOf('2026-11-15').half).toBe(1)
    expect(quincenaOf('2026-11-16')).toEqual({
      month: '2026-11',
      half: 2,
      start: '2026-11-16',
      end: '2026-11-30',
    })
    expect(quincenaOf('2026-12-31').end).toBe('2026-12-31')
    expect(quincenaOf('2027-02-20').end).toBe('2027-02-28')
    expect(quincenaOf('2028-02-29')).toEqual({
      month: '2028-02',
      half: 2,
      start: '2028-02-16',
      end: '2028-02-29',
    })
  })

  it('days left count today: one on the 15th and on the last day', () => {
    expect(daysLeftInQuincena('2026-11-01')).toBe(15)
    expect(daysLeftInQuincena('2026-11-15')).toBe(1)
    expect(daysLeftInQuincena('2026-11-16')).toBe(15)
    expect(daysLeftInQuincena('2026-11-30')).toBe(1)
    expect(daysLeftInQuincena('2026-12-16')).toBe(16)
    expect(daysLeftInQuincena('2027-02-16')).toBe(13)
    expect(daysLeftInQuincena('2028-02-16')).toBe(14)
  })

  it('the next quincena starts on the 16th or the next 1st, across the year end', () => {
    expect(nextQuincenaStart('2026-11-03')).toBe('2026-11-16')
    expect(nextQuincenaStart('2026-11-15')).toBe('2026-11-16')
    expect(nextQuincenaStart('2026-11-16')).toBe('2026-12-01')
    expect(nextQuincenaStart('2026-12-20')).toBe('2027-01-01')
    expect(nextQuincenaStart('2028-02-29')).toBe('2028-03-01')
  })
})
