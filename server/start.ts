import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { createSiteServer } from './app.ts'

const BUILD_STAMP = 'dist/client/.build-stamp'
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

export function buildIsStale(): boolean {
  if (!existsSync(BUILD_STAMP)) return true
  const built = statSync(BUILD_STAMP).mtimeMs
  return SOURCES.some((source) => newestMtime(source) > built)
}

if (buildIsStale()) {
  console.log('dist/ is missing or older than the sources: building…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT) || 4173
const server = createSiteServer({ inboxDir: process.env.INBOX_DIR })
server.listen(port, host, () => {
  console.log(`Ya Sé Cómo: http://${host}:${port}  (local inbox: ${process.env.INBOX_DIR || '.inbox/'})`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
