import { readdirSync, readFileSync } from 'node:fs'
import { expect, test, waitForHydration } from './fixtures'

/**
 * Issue 47: a table of three columns or fewer reads whole on a 360 px phone (only wider ones,
 * marked `table-scroll--wide`, scroll sideways and say so). Every such table of every course
 * module, read where the student reads it.
 */
interface TableBlock {
  type: 'table'
  headers: string[]
}

const isTable = (value: unknown): value is TableBlock =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'table'

/** Every block under `value` that is a table. */
function tablesIn(value: unknown): TableBlock[] {
  if (isTable(value)) return [value]
  if (Array.isArray(value)) return value.flatMap(tablesIn)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(tablesIn)
  return []
}

/** The module sections that hold a narrow table (three columns or fewer). */
const sections = readdirSync('data/modules').flatMap((course) =>
  readdirSync(`data/modules/${course}`).flatMap((file) => {
    const module = JSON.parse(readFileSync(`data/modules/${course}/${file}`, 'utf8')) as {
      id: string
      sections: { id: string }[]
    }
    return module.sections
      .filter((section) => tablesIn(section).some((table) => table.headers.length <= 3))
      .map((section) => `/cursos/${course}/${module.id}?seccion=${section.id}`)
  }),
)

test.describe('tables on a 360 px phone @phone-only', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('every table of three columns or fewer fits, nothing to scroll sideways', async ({ page }) => {
    test.setTimeout(sections.length * 10_000)
    expect(sections.length).toBeGreaterThan(10)
    const overflowing: string[] = []
    for (const path of sections) {
      await page.goto(path)
      await waitForHydration(page)
      const narrow = page.locator('.table-scroll:not(.table-scroll--wide)')
      await narrow.first().waitFor()
      for (const box of await narrow.all()) {
        const { scroll, width, columns } = await box.evaluate((element) => ({
          scroll: element.scrollWidth,
          width: element.clientWidth,
          columns: element.querySelectorAll('thead th').length,
        }))
        if (columns <= 3 && scroll > width + 1)
          overflowing.push(`${path}: ${columns} columns, ${scroll} > ${width} px`)
      }
    }
    expect(overflowing).toEqual([])
  })
})
