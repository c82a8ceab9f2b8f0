import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createSiteServer } from './server/app.ts'
import { chromiumArgs, chromiumExecutable } from './tests/e2e/chromium.ts'

const server = createSiteServer({ inboxDir: await mkdtemp(path.join(tmpdir(), 'shots-')) })
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
const shots = (process.env.SHOTS ?? 'presupuesto').split('|')
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } })
  for (const q of shots) {
    const [words, kind] = q.split('@')
    await page.goto(`${origin}/buscar?q=${encodeURIComponent(words ?? '')}${kind ? `&tipo=${kind}` : ''}`)
    await page
      .locator('.search-page__status')
      .filter({ hasText: /resultados?$/ })
      .waitFor({ timeout: 60_000 })
    await page.waitForTimeout(300)
    const name = `${(words ?? '').replace(/\W+/g, '-')}${kind ? `-${kind}` : ''}-${width}.png`
    await page.screenshot({ path: `/work/shots/search/${name}`, fullPage: process.env.FULL === '1' })
    console.log(name)
  }
  await page.close()
}
await browser.close()
server.close()
