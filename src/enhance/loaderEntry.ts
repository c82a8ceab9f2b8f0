/**
 * Bundled as a classic script and inlined into every page's <head> (scripts/deferAppScript.ts),
 * which then calls it with the page's config through the page's one global.
 */
import { runAppLoader } from './appLoader'
import { pageBridge } from './pageContract'

pageBridge().load = runAppLoader
