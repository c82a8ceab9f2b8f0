// StrykerJS over the rules (src/domain) and the machines (machines/): `npm run test:mutation`
// (every file) or `npm run test:mutation -- --changed` (the files changed since main).
// docs/testing.md has the scores, the time a run takes and the survivors judged equivalent.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [
    'src/domain/**/*.ts',
    'machines/**/*.ts',
    // Nothing else is excluded. Every exclusion needs its reason written here.
  ],
  // Each test runs only against the mutants its own coverage reaches.
  coverageAnalysis: 'perTest',
  // The machine is shared (two cores, other work on it): two test runners at most.
  concurrency: 2,
  // A mutant that makes a test loop forever is caught by the timeout; Stryker counts a
  // timeout as detected (killed) in the mutation score.
  timeoutMS: 10_000,
  // The first run of the whole unit project, instrumented, outlasts Stryker's 5 minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  timeoutFactor: 2,
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the tsconfig of its sandbox with TypeScript's JavaScript API, which
  // TypeScript 7 (the native compiler this project uses) no longer has. Vitest never reads
  // the tsconfig for these tests, so Stryker is pointed at none and leaves it as it is.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  // The sandbox copies the project without what a build or a test run left behind.
  ignorePatterns: ['dist', 'test-results', 'reports', '.inbox', 'bench', '.stryker-tmp'],
  cleanTempDir: 'always',
}
