/**
 * Bundle budget: for every pre-rendered page, the JavaScript a first visit loads (the
 * entry script and the preloads its HTML lists, plus their static imports), gzip-compressed.
 * Fails when any page is over the budget.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { htmlFiles } from './htmlFiles'

export const BUDGET_KB = Number(process.env.BUDGET_KB) || 150
const clientDir = path.resolve('dist/client')

const gzipSizes = new Map<string, number>()
const importsOf = new Map<string, string[]>()

async function chunkInfo(file: string) {
  if (!gzipSizes.has(file)) {
    const code = await readFile(file)
    gzipSizes.set(file, gzipSync(code, { level: 9 }).length)
    // Static imports between chunks: import"./a.js" / from"./b.js" (dynamic import() is lazy, not counted).
    const text = code.toString('utf8')
    const found = [...text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((match) =>
      path.resolve(path.dirname(file), match[1] ?? ''),
    )
    importsOf.set(file, found)
  }
  return { size: gzipSizes.get(file) ?? 0, imports: importsOf.get(file) ?? [] }
}

/** Every script a page loads on first visit, following static imports. */
async function firstLoadScripts(html: string): Promise<Set<string>> {
  // The entry script and the page's preloads; the pages list them in the deferred
  // loader (see deferAppScript), so any quoted /assets/*.js URL counts.
  const urls = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')
  const seen = new Set<string>()
  const queue = urls.filter((url) => url.startsWith('/')).map((url) => path.join(clientDir, url))
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(await chunkInfo(file)).imports)
  }
  return seen
}

const rows: { page: string; kb: number; files: number }[] = []
for (const file of (await htmlFiles(clientDir)).sort()) {
  const scripts = await firstLoadScripts(await readFile(file, 'utf8'))
  let bytes = 0
  for (const script of scripts) bytes += (await chunkInfo(script)).size
  const page = `/${path
    .relative(clientDir, file)
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\\/g, '/')}`
  rows.push({ page, kb: bytes / 1024, files: scripts.size })
}

const width = Math.max(...rows.map((row) => row.page.length), 4)
console.log(`${'page'.padEnd(width)}  first-load JS (gzip)  files`)
for (const row of rows) {
  const flag = row.kb > BUDGET_KB ? '  ✗ over budget' : ''
  console.log(
    `${row.page.padEnd(width)}  ${row.kb.toFixed(1).padStart(8)} KB          ${String(row.files).padStart(3)}${flag}`,
  )
}
const worst = rows.reduce((max, row) => Math.max(max, row.kb), 0)
const sorted = rows.map((row) => row.kb).sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)] ?? 0
console.log(
  `\n${rows.length} pages · median ${median.toFixed(1)} KB · largest ${worst.toFixed(1)} KB · budget ${BUDGET_KB} KB`,
)
if (rows.length === 0 || worst > BUDGET_KB) {
  console.error(
    rows.length === 0 ? 'No pre-rendered pages found: run npm run build first.' : 'Bundle budget exceeded.',
  )
  process.exit(1)
}
