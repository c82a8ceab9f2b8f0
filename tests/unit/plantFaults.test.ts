import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FAULTS } from '../../scripts/plant-faults'

/*
 * The planted faults (docs/testing.md) name a line of source to break and the test that must
 * catch it. A file moved or a line reworded would leave a fault that cannot be planted; this
 * says so on the next unit run instead of in the hour-long planting run.
 */
describe('every planted fault can still be planted', () => {
  it('lists at least the 25 the issue asks for, each id once', () => {
    const ids = FAULTS.map((fault) => fault.id)
    expect(ids.length).toBeGreaterThanOrEqual(25)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(FAULTS.map((fault) => [fault.id, fault] as const))(
    '%s: its line is in its file exactly once',
    (_, fault) => {
      expect(existsSync(fault.file), fault.file).toBe(true)
      const text = readFileSync(fault.file, 'utf8')
      expect(text.split(fault.find).length - 1, `${fault.file}: «${fault.find}»`).toBe(1)
      expect(fault.replace).not.toBe(fault.find)
    },
  )

  it.each(FAULTS.map((fault) => [fault.id, fault] as const))('%s: its catcher exists', (_, fault) => {
    const catcher = fault.caughtBy
    const file =
      'html' in catcher
        ? 'tests/html/builtSite.test.ts'
        : 'unit' in catcher
          ? catcher.unit
          : `tests/e2e/${catcher.e2e}.spec.ts`
    expect(existsSync(file), file).toBe(true)
    if ('html' in catcher) expect(readFileSync(file, 'utf8')).toContain(catcher.html)
  })
})
