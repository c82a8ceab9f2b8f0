/**
 * Mutation testing (StrykerJS, stryker.config.mjs) over src/domain and machines, niced: the
 * machine is shared.
 *   npm run test:mutation                 every file (docs/testing.md says how long it takes)
 *   npm run test:mutation -- --changed    the files changed since main, reusing the results
 *                                         of earlier runs for code and tests that did not change
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const MUTATED = /^(src\/domain|machines)\/.+\.ts$/

function changedSinceMain(): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
  const base = git('merge-base', 'HEAD', 'main')
  const files = [
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]
  return [...new Set(files)].filter((file) => MUTATED.test(file) && existsSync(file))
}

const args = ['stryker', 'run']
if (process.argv.includes('--changed')) {
  const files = changedSinceMain()
  if (files.length === 0) {
    console.log('No file of src/domain or machines changed since main: nothing to mutate.')
    process.exit(0)
  }
  console.log(`Mutating ${files.length} changed file(s): ${files.join(', ')}`)
  args.push('--incremental', '--mutate', files.join(','))
}
const run = spawnSync('nice', ['-n', '19', 'npx', ...args], { stdio: 'inherit' })
process.exit(run.status ?? 1)
