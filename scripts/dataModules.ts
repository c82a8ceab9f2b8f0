/**
 * Serves validated data to the app as virtual modules (`virtual:data/…`), so a page
 * ships only the slice it needs: the scholarship list gets short summaries, a detail
 * page one record in its own chunk. The JSON is read and validated here, at build time;
 * the browser never parses raw data.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { loadScholarships, toSummary } from '../data/scholarships.schema.ts'

const PREFIX = 'virtual:data/'
const RESOLVED = `\0${PREFIX}`

const readData = (file: string) => JSON.parse(readFileSync(path.resolve('data', file), 'utf8')) as unknown
const asModule = (value: unknown) => `export default ${JSON.stringify(value)}`

/** name → [data files it depends on, module source]. `scholarship/N` is one record. */
function moduleSource(name: string): { files: string[]; code: string } | null {
  if (name === 'scholarship-summaries') {
    return {
      files: ['scholarships.json'],
      code: asModule(loadScholarships(readData('scholarships.json')).map(toSummary)),
    }
  }
  if (name === 'scholarship-details') {
    const count = loadScholarships(readData('scholarships.json')).length
    const loaders = Array.from(
      { length: count },
      (_, index) => `() => import('${PREFIX}scholarship/${index}')`,
    )
    return {
      files: ['scholarships.json'],
      code: `const loaders = [${loaders.join(',\n')}]
export const scholarshipCount = ${count}
export function loadScholarship(index) {
  const load = loaders[index]
  return load ? load().then((module) => module.default) : Promise.resolve(undefined)
}`,
    }
  }
  const record = /^scholarship\/(\d+)$/.exec(name)
  if (record) {
    const scholarship = loadScholarships(readData('scholarships.json'))[Number(record[1])]
    return scholarship ? { files: ['scholarships.json'], code: asModule(scholarship) } : null
  }
  return null
}

export function dataModules(): Plugin {
  return {
    name: 'yasecomo:data-modules',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const source = moduleSource(id.slice(RESOLVED.length))
      if (!source) throw new Error(`Unknown data module ${id.slice(1)}`)
      for (const file of source.files) this.addWatchFile(path.resolve('data', file))
      return source.code
    },
  }
}
