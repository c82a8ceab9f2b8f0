import { mkdir, open } from 'node:fs/promises'
import path from 'node:path'

/**
 * Appends JSON records as whole lines to a file. Concurrent appends are grouped into one
 * write + fsync ("group commit"), so lines never interleave, and a caller's promise
 * resolves only once its record is on disk.
 */
export class JsonlAppender {
  private pending: { line: string; resolve: () => void; reject: (error: unknown) => void }[] = []
  private flushing: Promise<void> | null = null

  constructor(readonly file: string) {}

  append(record: unknown): Promise<void> {
    const line = `${JSON.stringify(record)}\n`
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject })
      this.flushing ??= this.flushLoop()
    })
  }

  private async flushLoop(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending
        this.pending = []
        try {
          await mkdir(path.dirname(this.file), { recursive: true })
          const handle = await open(this.file, 'a')
          try {
            await handle.write(batch.map((entry) => entry.line).join(''))
            await handle.sync()
          } finally {
            await handle.close()
          }
          for (const entry of batch) entry.resolve()
        } catch (error) {
          for (const entry of batch) entry.reject(error)
        }
      }
    } finally {
      this.flushing = null
    }
  }
}
