/**
 * Plain query strings for the router: every value stays text, a repeated key becomes a
 * list (?nivel=a&nivel=b), and lists are written back the same way. No JSON in URLs.
 */
export function parseSearch(searchString: string): Record<string, unknown> {
  const result: Record<string, string | string[]> = {}
  for (const [key, value] of new URLSearchParams(searchString)) {
    const previous = result[key]
    if (previous === undefined) result[key] = value
    else result[key] = Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return result
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
