import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { createInbox } from './inbox.ts'
import { createStaticSite } from './staticFiles.ts'

export interface SiteServerOptions {
  root?: string
  inboxDir?: string
}

/** The server `npm start` runs: the local inbox first, then the static site. */
export function createSiteServer(options: SiteServerOptions = {}): Server {
  const inbox = createInbox(options.inboxDir)
  const site = createStaticSite(path.resolve(options.root ?? 'dist/client'))
  return createServer(async (request, response) => {
    try {
      if (await inbox.handle(request, response)) return
      await site.handle(request, response)
    } catch (error) {
      console.error('[server]', error)
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end('Internal Server Error')
      } else response.destroy()
    }
  })
}
