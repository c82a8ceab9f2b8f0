import { failure, ok, type ServiceResult } from '../domain/serviceResult'
import { leadsConfig } from './config'

let counter = 0

/** The query string of a JSONP lead call: callback name, URL-encoded e-mail and context. */
export function leadUrl(base: string, callback: string, email: string, context: string): string {
  const separator = base.includes('?') ? '&' : '?'
  const query = `callback=${encodeURIComponent(callback)}&email=${encodeURIComponent(email)}&context=${encodeURIComponent(context)}`
  return `${base}${separator}${query}`
}

/**
 * Stores an e-mail and its context in the leads spreadsheet by JSONP: a script element
 * whose reply calls a generated global callback. Resolves when the callback runs;
 * fails on a script error or when no reply comes before the script is removed (5 s).
 */
export function storeLead(email: string, context: string, config = leadsConfig): Promise<ServiceResult> {
  return new Promise((resolve) => {
    counter += 1
    const callback = `yasecomoLead${Date.now().toString(36)}${counter}`
    const globals = window as unknown as Record<string, unknown>
    const script = document.createElement('script')
    let settled = false

    const finish = (result: ServiceResult) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const cleanUp = () => {
      script.remove()
      // Removing the element does not stop a script that is already loading, so a late reply
      // must still find a callback (a no-op) instead of throwing «… is not defined».
      globals[callback] = () => {}
    }

    globals[callback] = (reply: unknown) => {
      console.info('[leads] reply', reply)
      finish(ok)
    }
    script.src = leadUrl(config.url, callback, email, context)
    script.async = true
    script.onerror = () => {
      cleanUp()
      finish(failure('network', 'the leads script could not be loaded'))
    }
    setTimeout(() => {
      cleanUp()
      finish(failure('timeout', `no reply within ${config.scriptLifetimeMs} ms`))
    }, config.scriptLifetimeMs)
    document.head.appendChild(script)
  })
}
