/** Why a call to an outside service did not succeed, in terms the UI and logs can use. */
export type FailureReason =
  | 'rate-limited'
  | 'forbidden'
  | 'headless'
  | 'bad-request'
  | 'server-error'
  | 'network'
  | 'timeout'
  | 'missing-configuration'

export type ServiceResult = { ok: true } | { ok: false; reason: FailureReason; detail: string }

export const ok: ServiceResult = { ok: true }
export const failure = (reason: FailureReason, detail: string): ServiceResult => ({
  ok: false,
  reason,
  detail,
})

/** Maps an HTTP status from the e-mail API to a reason. */
export function reasonForStatus(status: number): FailureReason {
  if (status === 429) return 'rate-limited'
  if (status === 403) return 'forbidden'
  if (status === 451) return 'headless'
  if (status === 0) return 'network'
  if (status >= 400 && status < 500) return 'bad-request'
  return 'server-error'
}
