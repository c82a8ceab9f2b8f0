import { spawnSync } from 'node:child_process'
import { createSiteServer } from './app.ts'
import { buildIsStale } from './buildStamp.ts'

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
