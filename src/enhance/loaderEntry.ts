/** Bundled as a classic script and inlined into every page's <head> (scripts/deferAppScript.ts). */
import { runAppLoader } from './appLoader'

;(self as unknown as { yasecomoLoader: typeof runAppLoader }).yasecomoLoader = runAppLoader
