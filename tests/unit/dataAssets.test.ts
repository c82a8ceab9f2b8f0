import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dataFiles } from '../../data/registry'

/** Every string in a JSON value that names a local file such as /images/x.svg. */
function localPaths(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string' && /^\/[\w/.-]+\.(svg|png|jpe?g|webp|avif|pdf)$/.test(value)) found.add(value)
  else if (Array.isArray(value)) for (const item of value) localPaths(item, found)
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) localPaths(item, found)
  return found
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return jsonFiles(full)
    return name.endsWith('.json') ? [full] : []
  })
}

describe('local assets named by data/', () => {
  const registered = new Set(dataFiles.map((entry) => path.join('data', entry.file)))
  const files = jsonFiles('data').filter((file) => registered.has(file))

  it.each(files)('%s names only files that exist in public/', (file) => {
    const missing = [...localPaths(JSON.parse(readFileSync(file, 'utf8')))].filter(
      (asset) => !existsSync(path.join('public', asset)),
    )
    expect(missing).toEqual([])
  })
})
