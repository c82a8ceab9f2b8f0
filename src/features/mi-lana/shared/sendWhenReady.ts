import { useEffect, useState } from 'react'

/**
 * A «Mi lana» form pre-rendered under the page/app contract can be sent before the device has
 * been read: what was sent waits (`waiting`) and goes out once it has, once.
 */
export function useSendWhenReady<T>(ready: boolean, send: (fields: T) => void) {
  const [waiting, setWaiting] = useState<T | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the device becomes ready
  useEffect(() => {
    if (!ready || !waiting) return
    setWaiting(null)
    send(waiting)
  }, [ready, waiting])
  return {
    waiting: waiting !== null,
    submit: (fields: T) => (ready ? send(fields) : setWaiting(fields)),
  }
}
