/**
 * `npm test` (what CI runs) and `npm run test:quick` (daily work): runs the stages in order,
 * stops at the first that fails, and prints each stage's wall time either way.
 *
 *   npm test             typecheck, lint, unit, build, budget, html, search, e2e
 *   npm run test:quick   typecheck, lint, unit, then the e2e spec files the change since main
 *                        touches and, if dist/ is up to date, the html checks
 *                        (`npm run test:quick -- --since=<ref>` compares with another ref)
 */
import { spawnSync } from 'node:child_process'
import { buildIsStale } from '../server/buildStamp.ts'

type Stage = { name: string; command: string; skip?: string }

const quick = process.argv.includes('--quick')
const since = process.argv.find((arg) => arg.startsWith('--since='))?.slice('--since='.length) ?? 'main'

/**
 * Spec files a change in a feature's folder touches. Playwright's own `--only-changed` finds
 * the specs changed, and those importing a changed file (models, fixtures, data); the app's
 * source reaches a spec only through the browser, so this map covers it.
 */
const FEATURE_SPECS: Record<string, string[]> = {
  calls: ['convocatorias', 'call-editions'],
  communities: ['info'],
  courses: ['courses', 'course-progress'],
  device: ['mis-becas', 'mi-lana', 'course-progress'],
  guides: ['guides'],
  info: ['info'],
  landing: ['landing', 'failure-drills'],
  'mi-lana': ['mi-lana'],
  quiz: ['quiz', 'failure-drills'],
  saved: ['mis-becas'],
  scholarships: ['scholarships'],
  search: ['search'],
  shell: ['shell'],
  templates: ['templates'],
}

const git = (...args: string[]) =>
  spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean)

/** The e2e spec files touched since the branch left `since`: changed, importing a change, or mapped. */
function touchedSpecs(): string[] {
  const [base = since] = git('merge-base', since, 'HEAD')
  const changed = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]
  const listed = spawnSync('npx', ['playwright', 'test', '--list', `--only-changed=${base}`], {
    encoding: 'utf8',
  }).stdout
  const specs = new Set(
    [...listed.matchAll(/› (\S+\.spec\.ts):\d+/g)].map((match) => `tests/e2e/${match[1]}`),
  )
  for (const file of changed) {
    const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1]
    for (const spec of FEATURE_SPECS[feature ?? ''] ?? []) specs.add(`tests/e2e/${spec}.spec.ts`)
  }
  return [...specs].sort()
}

function stages(): Stage[] {
  const checks = [
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'lint', command: 'npm run lint' },
    { name: 'unit', command: 'npm run test:unit' },
  ]
  if (!quick) {
    return [
      ...checks,
      { name: 'build', command: 'npm run build' },
      { name: 'budget', command: 'npm run budget' },
      { name: 'html', command: 'npm run test:html' },
      { name: 'search', command: 'npm run test:search' },
      { name: 'e2e', command: 'npm run test:e2e' },
    ]
  }
  const specs = touchedSpecs()
  // The e2e server builds first when dist/ is stale; then the html checks can run on it too.
  const staleBeforeE2e = buildIsStale() && specs.length === 0
  return [
    ...checks,
    {
      name: 'e2e (touched)',
      command: `npx playwright test ${specs.join(' ')}`,
      skip: specs.length === 0 ? `no e2e spec touched since ${since}` : undefined,
    },
    {
      name: 'html',
      command: 'npm run test:html',
      skip: staleBeforeE2e ? 'dist/ is older than the sources: `npm run build` first' : undefined,
    },
  ]
}

const rows: { name: string; result: string; seconds: number }[] = []
let failed: Stage | undefined
const started = performance.now()
for (const stage of stages()) {
  if (failed) {
    rows.push({ name: stage.name, result: 'not run', seconds: 0 })
    continue
  }
  if (stage.skip) {
    rows.push({ name: stage.name, result: `skipped: ${stage.skip}`, seconds: 0 })
    continue
  }
  console.log(`\n▶ ${stage.name}: ${stage.command}`)
  const start = performance.now()
  const run = spawnSync(stage.command, { stdio: 'inherit', shell: true })
  const seconds = (performance.now() - start) / 1000
  const ok = run.status === 0
  rows.push({
    name: stage.name,
    result: ok ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`,
    seconds,
  })
  if (!ok) failed = stage
}

const total = (performance.now() - started) / 1000
const clock = (seconds: number) => {
  const whole = Math.round(seconds)
  return seconds ? `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}` : ''
}
const width = Math.max(...rows.map((row) => row.name.length), 'total'.length)
console.log(`\n${quick ? 'npm run test:quick' : 'npm test'}: stages and wall time (m:ss)`)
for (const row of rows)
  console.log(`  ${row.name.padEnd(width)}  ${clock(row.seconds).padStart(5)}  ${row.result}`)
console.log(
  `  ${'total'.padEnd(width)}  ${clock(total).padStart(5)}  ${failed ? `failed at ${failed.name}` : 'passed'}`,
)
process.exit(failed ? 1 : 0)
