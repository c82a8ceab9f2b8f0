/**
 * Validates every file in data/ against its schema. Exit code 1 with a message naming
 * file, record and field on the first invalid file. DATA_DIR points at another copy
 * (the tests feed a corrupted one).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { loadCourses } from '../data/courses.schema.ts'
import { checkCourseModules } from '../data/module.schema.ts'
import { dataFiles } from '../data/registry.ts'
import { readModuleFiles } from './moduleFiles.ts'

const dir = path.resolve(process.env.DATA_DIR ?? 'data')
let failed = false

for (const { file, load } of dataFiles) {
  const location = path.join(dir, file)
  try {
    const raw: unknown = JSON.parse(await readFile(location, 'utf8'))
    const model = load(raw)
    const count = Array.isArray(model) ? `${model.length} records` : 'ok'
    console.log(`✓ data/${file} (${count})`)
  } catch (error) {
    failed = true
    const message =
      error instanceof SyntaxError
        ? `data/${file}: not valid JSON: ${error.message}`
        : String(error instanceof Error ? error.message : error)
    console.error(`✗ ${message}`)
  }
}

// Course modules live one per file; they must also agree with the course list.
try {
  const modules = readModuleFiles(dir)
  checkCourseModules(loadCourses(JSON.parse(await readFile(path.join(dir, 'courses.json'), 'utf8'))), modules)
  console.log(`✓ data/modules/ (${modules.length} modules, matching data/courses.json)`)
} catch (error) {
  failed = true
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
}

if (failed) {
  console.error('\nData validation failed: fix the fields named above.')
  process.exit(1)
}
