import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLargeError extends Error {}

/** Reads a request body up to `limit` bytes; rejects with BodyTooLargeError past it. */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    // Past the limit the rest is drained and dropped, so the client still gets a clean 413.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else if (size > limit * 16) request.destroy()
    })
    request.on('end', () => {
      if (size > limit) reject(new BodyTooLargeError())
      else resolve(Buffer.concat(chunks).toString('utf8'))
    })
    request.on('close', () => {
      if (size > limit) reject(new BodyTooLargeError())
    })
    request.on('error', reject)
  })
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  })
  response.end(text)
}
