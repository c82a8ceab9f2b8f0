/**
 * One instance per page of something both bundles use. The enhancement module (no React)
 * and the React app are built separately, so each has its own copy of a module: a store
 * created at module level would exist twice and the two copies would overwrite each
 * other's writes. The global symbol registry is shared by both.
 */
export function pageSingleton<T>(name: string, create: () => T): T {
  const registry = globalThis as unknown as Record<symbol, T | undefined>
  const key = Symbol.for(`yasecomo.${name}`)
  const existing = registry[key]
  if (existing !== undefined) return existing
  const created = create()
  registry[key] = created
  return created
}

/** The page's instance of `name` if one was created (by either bundle), without creating it. */
export function peekPageSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<symbol, T | undefined>)[Symbol.for(`yasecomo.${name}`)]
}
