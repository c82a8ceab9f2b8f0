import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Every pre-rendered page under `dir` (dist/client), assets left out. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full)
      return entry.name.endsWith('.html') ? [full] : []
    }),
  )
  return nested.flat()
}
