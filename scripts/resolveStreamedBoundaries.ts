/**
 * When a page is rendered before one of its lazy parts has loaded, React streams that part
 * as a hidden segment at the end of <body> (`<div hidden id="S:0">`) and an inline script
 * (`$RC("B:0","S:0")`) moves it into its placeholder. React 19.2 throttles that move to
 * batch reveals, up to 300 ms after a frame: the part appears after the first paint and
 * pushes everything below it down (the sign-up form on `/`, CLS 0.041 on a phone).
 *
 * A pre-rendered page has nothing left to wait for, so the build does the move itself, the
 * way React's script does it: the placeholder and its fallback give way to the segment's
 * content inside a completed boundary (`<!--$-->…<!--/$-->`), which is the markup every
 * later page of the same build already has (they find the lazy module loaded) and which
 * hydrates the same way.
 */

const SEGMENT_START = /<div hidden id="S:(\d+)">/

/** Index just after the `</div>` closing the `<div` that starts at `start`. */
function endOfDiv(html: string, start: number, page: string): number {
  const tags = /<div\b|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return match.index + match[0].length
  }
  throw new Error(`resolveStreamedBoundaries: ${page}: a streamed segment has no closing </div>`)
}

/** Index of the `<!--/$-->` that closes the boundary whose content starts at `from`. */
function closingComment(html: string, from: number, page: string): number {
  // React's boundary comments: `<!--$-->`, `<!--$?-->`, `<!--$!-->`, `<!--$~-->`, `<!--&-->` open; `/$`, `/&` close.
  const comments = /<!--(\/?)[$&][?!~]?-->/g
  comments.lastIndex = from
  let depth = 0
  for (let match = comments.exec(html); match; match = comments.exec(html)) {
    if (match[1] !== '/') depth += 1
    else if (depth === 0) return match.index
    else depth -= 1
  }
  throw new Error(`resolveStreamedBoundaries: ${page}: a placeholder has no closing <!--/$-->`)
}

/**
 * Returns `html` with every streamed segment moved into its boundary. Throws, naming `page`,
 * when the streaming markup is not the one this step knows (a React upgrade that changes it
 * must stop the build, not ship pages that move or break).
 */
export function resolveStreamedBoundaries(html: string, page: string): string {
  let out = html
  for (let segment = SEGMENT_START.exec(out); segment; segment = SEGMENT_START.exec(out)) {
    const id = segment[1]
    const end = endOfDiv(out, segment.index, page)
    const content = out.slice(segment.index + segment[0].length, end - '</div>'.length)
    out = out.slice(0, segment.index) + out.slice(end)

    const placeholder = `<!--$?--><template id="B:${id}"></template>`
    const at = out.indexOf(placeholder)
    if (at === -1)
      throw new Error(`resolveStreamedBoundaries: ${page}: no placeholder B:${id} for segment S:${id}`)
    // Whatever sits between the placeholder and the boundary's end is the fallback: it goes.
    const close = closingComment(out, at + placeholder.length, page)
    out = `${out.slice(0, at)}<!--$-->${content}${out.slice(close)}`

    const call = `$RC("B:${id}","S:${id}")`
    if (!out.includes(call))
      throw new Error(`resolveStreamedBoundaries: ${page}: no ${call} for segment S:${id}`)
    out = out.replace(call, '').replaceAll('<script></script>', '')
  }
  // Other streaming instructions (nested segments, client-rendered errors) are not expected
  // in a pre-rendered page; fail the build rather than ship a page that moves or breaks.
  const leftover = out.match(/\$R[SX]\("|<template id="B:\d+">/)
  if (leftover)
    throw new Error(`resolveStreamedBoundaries: ${page}: unexpected streaming markup ${leftover[0]}`)
  return out
}
