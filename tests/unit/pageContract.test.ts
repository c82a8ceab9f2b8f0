/**
 * The page contract is the one bridge between the page script and the app: every tag,
 * attribute, event, global and device key they share is named in src/enhance/pageContract.ts
 * and nowhere else. This reads every source file under src/ (code, not comments) and fails,
 * naming the file and the string, when one of the contract's strings is typed there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as contract from '../../src/enhance/pageContract'

const SRC = path.resolve('src')
const CONTRACT_FILE = path.join(SRC, 'enhance', 'pageContract.ts')
/** Words that are values of an attribute, not names (tap, submit, text…): typed checks keep them right. */
const NOT_NAMES = new Set<unknown>([contract.INPUT_KINDS])

/** Every string the contract names: its string constants and the values of its name tables. */
function contractStrings(): string[] {
  const strings: string[] = []
  for (const value of Object.values(contract)) {
    if (NOT_NAMES.has(value)) continue
    if (typeof value === 'string') strings.push(value)
    else if (value && typeof value === 'object')
      for (const item of Object.values(value) as unknown[]) if (typeof item === 'string') strings.push(item)
  }
  return strings
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : []
  })
}

/** The code of a file without its comments (strings, template literals and JSX stay). */
function withoutComments(code: string): string {
  return code.replace(
    /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (_match, text: string | undefined) => text ?? '',
  )
}

/** Where `name` is typed in `code` as a whole name (not as part of a longer one). */
function typesName(code: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\w:-])${escaped}(?![\\w:-])`).test(code)
}

describe('the page contract', () => {
  const strings = contractStrings()

  it('names the tags, attributes, events, the one global and the device keys', () => {
    expect(strings).toEqual(expect.arrayContaining(['save-toggle', 'data-saved-list', 'yasecomo:mis-becas']))
    expect(strings).toContain(contract.PAGE_GLOBAL)
    expect(Object.keys(contract.PAGE_TAGS)).toHaveLength(8)
  })

  it('is the only file under src/ that types them', () => {
    const files = sourceFiles(SRC).filter((file) => file !== CONTRACT_FILE)
    expect(files.length).toBeGreaterThan(100)
    const typed = files.flatMap((file) => {
      const code = withoutComments(readFileSync(file, 'utf8'))
      return strings
        .filter((name) => typesName(code, name))
        .map((name) => `${path.relative(SRC, file)}: «${name}»`)
    })
    expect(typed).toEqual([])
  })

  it('finds a name typed in code, and not in a comment or inside a longer name', () => {
    expect(typesName(withoutComments(`el.querySelector('[data-saved-list]')`), 'data-saved-list')).toBe(true)
    expect(typesName(withoutComments('<save-toggle data-index="3" />'), 'save-toggle')).toBe(true)
    expect(typesName(withoutComments('/** <save-toggle> */ const a = 1'), 'save-toggle')).toBe(false)
    expect(
      typesName(withoutComments(`// 'yasecomo:mis-becas'\nconst url = 'https://x.mx'`), 'yasecomo:mis-becas'),
    ).toBe(false)
    expect(typesName(withoutComments(`const key = 'yasecomo:mis-becas-viejas'`), 'yasecomo:mis-becas')).toBe(
      false,
    )
  })
})
