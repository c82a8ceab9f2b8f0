import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Decision 0010: framer-motion rides with the parts that animate and never in a page's first
 * load. That holds while only motion modules import it and everything else reaches them
 * through a dynamic import() — which is what this reads from the sources.
 */

const src = path.resolve('src')
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file: file.replace(/\\/g, '/'), text: readFileSync(path.join(src, file), 'utf8') }))

/** The lazily loaded modules allowed to import framer-motion. */
const isMotionModule = (file: string) =>
  file === 'ui/motionKit.tsx' ||
  file.startsWith('ui/motionFeatures/') ||
  /^features\/.+Motion\.tsx$/.test(file)

/** Specifiers of static imports and re-exports that bring code (not `import type`). */
function staticImports(text: string): string[] {
  const found = text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+['"]([^'"]+)['"]/gm)
  return [...found].map((match) => match[1] ?? '')
}

const resolvesToMotionModule = (file: string, specifier: string) => {
  if (!specifier.startsWith('.')) return false
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  return ['.tsx', '.ts', ''].some((extension) => isMotionModule(`${target}${extension}`))
}

describe('framer-motion stays out of first loads', () => {
  it('finds the motion modules it guards', () => {
    const motionModules = sources.filter(({ file }) => isMotionModule(file)).map(({ file }) => file)
    expect(motionModules).toEqual(
      expect.arrayContaining(['ui/motionKit.tsx', 'features/templates/carouselMotion.tsx']),
    )
  })

  it('only motion modules import framer-motion', () => {
    const offenders = sources
      .filter(({ file, text }) => !isMotionModule(file) && staticImports(text).includes('framer-motion'))
      .map(({ file }) => file)
    expect(offenders).toEqual([])
  })

  it('everything else loads a motion module with import(), never statically', () => {
    const offenders = sources
      .filter(({ file }) => !isMotionModule(file))
      .flatMap(({ file, text }) =>
        staticImports(text)
          .filter((specifier) => resolvesToMotionModule(file, specifier))
          .map((specifier) => `${file} → ${specifier}`),
      )
    expect(offenders).toEqual([])
  })

  it('reads static imports and leaves type imports and import() alone', () => {
    const text = [
      "import { m } from 'framer-motion'",
      "import type { EnterFrom } from './motionKit'",
      "export { domMax as default } from 'framer-motion'",
      "const kit = () => import('./motionKit')",
    ].join('\n')
    expect(staticImports(text)).toEqual(['framer-motion', 'framer-motion'])
  })
})
