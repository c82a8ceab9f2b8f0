import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Written by scripts/postbuild.ts as the build's last step: a build without it did not finish. */
export const BUILD_STAMP = 'dist/client/.build-stamp'
/** What a build depends on: if any of it is newer than the last build, build again. */
const SOURCES = ['src', 'data', 'machines', 'public', 'scripts', 'vite.config.ts', 'package-lock.json']

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0
  const info = statSync(entry)
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    info.mtimeMs,
  )
}

/** Whether dist/ is missing, unfinished or older than any of its sources. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD_STAMP)) return true
  const built = statSync(BUILD_STAMP).mtimeMs
  return SOURCES.some((source) => newestMtime(source) > built)
}
