import { circle, drop, heart, house, leaf } from './shapes'

export type LogoMotif = 'drop' | 'leaf' | 'heart' | 'house' | 'hands' | 'sun'

/** The name on two balanced lines when it is long, as a wordmark sets it. */
function nameLines(name: string): string[] {
  const words = name.split(' ')
  if (name.length <= 16 || words.length < 2) return [name]
  let best = [name]
  let longest = name.length
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const length = Math.max(...lines.map((line) => line.length))
    if (length < longest) [best, longest] = [lines, length]
  }
  return best
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A partner's logo: a coloured emblem and the partner's name set in bold type beside it, as an organisation's
 * wordmark. Transparent background, so it sits on any strip colour.
 */
export function logoSvg(
  width: number,
  height: number,
  motif: LogoMotif,
  color: string,
  name: string,
): string {
  const r = height * 0.36
  const cx = height * 0.5
  const cy = height * 0.5
  const emblems: Record<LogoMotif, string> = {
    drop: drop(cx, cy + r * 0.05, r * 0.6, '#ffffff', color),
    leaf: leaf(cx, cy, r * 0.6, -35, '#ffffff', color),
    heart: heart(cx, cy, r * 0.5, '#ffffff'),
    house: house(cx, cy + r * 0.45, r * 0.8, r * 0.5, '#ffffff', '#ffffff', color),
    hands:
      circle(cx - r * 0.25, cy, r * 0.38, 'none', `stroke="#ffffff" stroke-width="${r * 0.12}"`) +
      circle(cx + r * 0.25, cy, r * 0.38, 'none', `stroke="#ffffff" stroke-width="${r * 0.12}"`),
    sun:
      circle(cx, cy, r * 0.32, '#ffffff') +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4
        return `<line x1="${cx + Math.cos(a) * r * 0.45}" y1="${cy + Math.sin(a) * r * 0.45}" x2="${cx + Math.cos(a) * r * 0.65}" y2="${cy + Math.sin(a) * r * 0.65}" stroke="#ffffff" stroke-width="${r * 0.09}" stroke-linecap="round"/>`
      }).join(''),
  }
  const textX = height * 0.98
  const room = width - textX - height * 0.06
  const lines = nameLines(name)
  const longest = Math.max(...lines.map((line) => line.length))
  // An average bold sans letter is about 0.62 em wide: the longest line fills the room, at most 15 % of the height.
  const size = Math.min(height * 0.15, room / (longest * 0.62))
  const lineHeight = size * 1.15
  const firstY = height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35
  const lettering =
    `<text x="${textX}" y="${firstY}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" ` +
    `font-size="${size.toFixed(1)}" font-weight="700" fill="#1f2937">` +
    lines
      .map(
        (line, index) =>
          `<tspan x="${textX}" dy="${index === 0 ? 0 : lineHeight.toFixed(1)}">${escapeXml(line)}</tspan>`,
      )
      .join('') +
    `</text>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    circle(cx, cy, r, color) +
    emblems[motif] +
    lettering +
    `</svg>`
  )
}
