/**
 * A result's excerpt: a few words of its text around what matched, beginning at a word (at
 * the start of a sentence when one is near) and never across two blocks of the page, with
 * the matched words marked. Plain parts, no HTML: the page renders them as text and <mark>.
 */
import type { PreparedText } from './searchDocument'
import { normalizeText } from './text'

export interface ExcerptPart {
  text: string
  marked: boolean
}

/** Words an excerpt shows. */
export const EXCERPT_WORDS = 24

const WORD = /[\p{L}\p{N}]+/gu

interface Word {
  start: number
  end: number
  marked: boolean
}

function wordsOf(block: string, matched: ReadonlySet<string>): Word[] {
  return [...block.matchAll(WORD)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    marked: matched.has(normalizeText(found[0])),
  }))
}

/** Words a block needs to stand as an excerpt on its own (a sentence, not a label). */
const SENTENCE_WORDS = 8

/**
 * The block telling most: most distinct matched words, then most matches; when none
 * matches (the title did), the first that reads as a sentence rather than a label.
 */
function bestBlock(text: PreparedText, matched: ReadonlySet<string>) {
  let best = { index: -1, distinct: 0, count: 0 }
  text.words.forEach((words, index) => {
    const found = words.filter((word) => matched.has(word))
    const distinct = new Set(found).size
    if (
      distinct > best.distinct ||
      (distinct > 0 && distinct === best.distinct && found.length > best.count)
    ) {
      best = { index, distinct, count: found.length }
    }
  })
  if (best.index >= 0) return best.index
  return Math.max(
    0,
    text.blocks.findIndex((block) => (block.match(WORD)?.length ?? 0) >= SENTENCE_WORDS),
  )
}

/**
 * Up to `length` words of the block that best matches `matched` (normalised words), starting
 * a few words before the first match — at a sentence's start when it is that close.
 */
export function buildExcerpt(
  text: PreparedText,
  matched: ReadonlySet<string>,
  length = EXCERPT_WORDS,
): ExcerptPart[] {
  const block = text.blocks[bestBlock(text, matched)]
  if (!block) return []
  const words = wordsOf(block, matched)
  if (words.length === 0) return []
  const firstMatch = Math.max(
    0,
    words.findIndex((word) => word.marked),
  )
  // A little context before the match, or back to the sentence's start if that is near.
  let from = Math.max(0, firstMatch - 4)
  for (let back = firstMatch; back >= Math.max(0, firstMatch - 8); back--) {
    const before = block.slice(words[back - 1]?.end ?? 0, words[back]?.start ?? 0)
    if (back === 0 || /[.!?]\s*$|^\s*[¿¡]/.test(before)) {
      from = back
      break
    }
  }
  const to = Math.min(words.length, from + length)
  const first = words[from]
  const last = words[to - 1]
  if (!first || !last) return []
  // Opening marks (¿ ¡ « “ () of the first word belong to it; so do closing ones of the last.
  const start = from === 0 ? 0 : first.start - (/[¿¡«“(]$/.exec(block.slice(0, first.start))?.[0].length ?? 0)
  const end =
    to === words.length
      ? block.length
      : last.end + (/^[?!»”).,]/.exec(block.slice(last.end))?.[0].length ?? 0)
  const parts: ExcerptPart[] = []
  const push = (text: string, marked: boolean) => {
    if (!text) return
    const previous = parts.at(-1)
    if (previous && previous.marked === marked) previous.text += text
    else parts.push({ text, marked })
  }
  if (start > 0) push('… ', false)
  let cursor = start
  for (const word of words.slice(from, to)) {
    if (!word.marked) continue
    push(block.slice(cursor, word.start), false)
    push(block.slice(word.start, word.end), true)
    cursor = word.end
  }
  push(block.slice(cursor, end).trimEnd(), false)
  if (end < block.length) push(' …', false)
  return parts
}
