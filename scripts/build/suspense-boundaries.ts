/**
 * React's server renderer sends a large page's completed Suspense boundaries after the rest of the page, each
 * as a hidden `<div id="S:n">` that an inline script (`$RC`) moves into its place (`<template id="B:n">`)
 * once the browser runs it. A prerendered page is sent whole, must read complete without JavaScript, and may
 * have no inline script (Content-Security-Policy): this puts each boundary's content in its place, as React
 * writes a boundary that it does not send later (`<!--$-->…<!--/$-->`), which hydration expects.
 */

const SEGMENT = /<div hidden(?:="")? id="S:(\d+)">/g
const INSTRUCTION = /^<script>((?:(?!<\/script>)[\s\S])*)<\/script>/
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>'

/** Where the element opened at `start` ends: the index after its matching `</div>`. */
function endOfDiv(html: string, start: number): number {
  const tags = /<div\b[^>]*>|<\/div>/g
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return tags.lastIndex
  }
  throw new Error('A streamed Suspense boundary is not closed.')
}

export function inlineSuspenseBoundaries(html: string): string {
  if (!html.includes('<template id="B:')) return html
  let out = html
  for (let found = findSegment(out); found; found = findSegment(out)) {
    const { id, start, contentStart, end } = found
    const content = out.slice(contentStart, end - '</div>'.length)
    const instruction = INSTRUCTION.exec(out.slice(end))
    const boundary = instruction && /\$RC\("B:(\d+)","S:(\d+)"\)/.exec(instruction[1]!)
    if (!instruction || !boundary || boundary[2] !== id) {
      throw new Error(`Streamed Suspense segment S:${id} has no instruction that places it.`)
    }
    const placeholder = `<!--$?--><template id="B:${boundary[1]}"></template><!--/$-->`
    if (!out.includes(placeholder)) {
      throw new Error(`Streamed Suspense boundary B:${boundary[1]} has a fallback or nested boundaries.`)
    }
    out = out.slice(0, start) + out.slice(end + instruction[0].length)
    out = out.replace(placeholder, () => `<!--$-->${content}<!--/$-->`)
  }
  return out.replace(REVEAL_TIMER, '')
}

function findSegment(html: string) {
  SEGMENT.lastIndex = 0
  const match = SEGMENT.exec(html)
  if (!match) return null
  return {
    id: match[1]!,
    start: match.index,
    contentStart: SEGMENT.lastIndex,
    end: endOfDiv(html, match.index),
  }
}
