import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Records the local inbox (served by the test server) wrote to `file`. */
export function inboxRecords<T = Record<string, unknown>>(file: 'emails.jsonl' | 'leads.jsonl'): T[] {
  const location = path.join(process.env.E2E_INBOX_DIR ?? '.inbox', file)
  if (!existsSync(location)) return []
  return readFileSync(location, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T)
}

/** An address no other test or project uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@correo.mx`
