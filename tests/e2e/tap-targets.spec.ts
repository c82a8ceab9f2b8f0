import type { Page } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { ROUTE_SHAPES } from './routes'

/**
 * WCAG 2.2, 2.5.8 «Target size (minimum)»: every link and button is at least 24 × 24 CSS px,
 * or is spaced so that a 24 px circle centred on it touches no other target nor another small
 * target's circle, or is a link inside a sentence (the «inline» exception). Checked on every
 * route shape at the two phone widths the site is built for.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const MIN = 24
    const isInSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
      const own = (element.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    const targets = [...document.querySelectorAll('a[href], button, summary')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      // Visually hidden until focused (the skip link): nothing to tap.
      .filter(({ box }) => box.width > 1 && box.height > 1)
    const small = targets.filter(({ box }) => box.width < MIN || box.height < MIN)
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) => {
      const dx = Math.max(box.left - point.x, 0, point.x - box.right)
      const dy = Math.max(box.top - point.y, 0, point.y - box.bottom)
      return Math.hypot(dx, dy)
    }
    const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a)
    const problems: string[] = []
    for (const target of small) {
      if (isInSentence(target.element)) continue
      const here = centre(target.box)
      const crowded = targets.find(
        (other) =>
          !related(other.element, target.element) &&
          (distanceToBox(here, other.box) < MIN / 2 ||
            (small.includes(other) &&
              Math.hypot(here.x - centre(other.box).x, here.y - centre(other.box).y) < MIN)),
      )
      if (crowded) {
        const name = (element: Element) =>
          (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40)
        problems.push(
          `«${name(target.element)}» ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, next to «${name(crowded.element)}»`,
        )
      }
    }
    return problems
  })
}

for (const width of [360, 390]) {
  test.describe(`tap targets at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test(`every link and button on every route is 24 × 24 px or spaced like one, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(ROUTE_SHAPES.length * 15_000)
      const problems: string[] = []
      for (const route of ROUTE_SHAPES) {
        await page.goto(route)
        await waitForHydration(page)
        for (const problem of await smallTargets(page)) problems.push(`${route}: ${problem}`)
      }
      expect(problems).toEqual([])
    })
  })
}
