// A worker thread does not inherit tsx from the build's thread: it loads its TypeScript itself.
import { tsImport } from 'tsx/esm/api'

await tsImport('./drawWorker.ts', import.meta.url)
