import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type CourseModule, loadModule } from '../data/module.schema.ts'

/** Reads and validates every module file under <dataDir>/modules/<courseId>/<moduleId>.json. */
export function readModuleFiles(dataDir = 'data'): CourseModule[] {
  const root = path.join(dataDir, 'modules')
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((courseDir) =>
      readdirSync(path.join(root, courseDir.name))
        .filter((name) => name.endsWith('.json'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map((name) => {
          const file = `data/modules/${courseDir.name}/${name}`
          const module = loadModule(
            file,
            JSON.parse(readFileSync(path.join(root, courseDir.name, name), 'utf8')),
          )
          if (module.courseId !== courseDir.name || `${module.id}.json` !== name) {
            throw new Error(`${file}: courseId and id must match the file's folder and name`)
          }
          return module
        }),
    )
}
