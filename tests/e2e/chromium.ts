import { existsSync } from 'node:fs'

/** The browser for end-to-end tests and the bench: CHROMIUM_PATH, else Debian's Chromium, else Playwright's own. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)))
}

/** Flags for a root user in a sandbox with a closed network (see the env notes). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
