import { createRandom } from '../random'
import { circle, drop, heart, house, leaf, rect } from './shapes'

export type LogoMotif = 'drop' | 'leaf' | 'heart' | 'house' | 'hands' | 'sun'

/**
 * A partner logo without lettering: a coloured emblem and three bars suggesting a word mark. Transparent
 * background, so it sits on any strip colour.
 */
export function logoSvg(
  width: number,
  height: number,
  motif: LogoMotif,
  color: string,
  seed: string,
): string {
  const rnd = createRandom(`logo:${seed}`)
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
  const barX = height * 0.98
  const bars = [0.62, 0.45, 0.3]
    .map((k, i) => {
      const w = (width - barX - height * 0.1) * k * rnd.between(0.85, 1)
      const h = height * (i === 0 ? 0.14 : 0.08)
      const y = height * (i === 0 ? 0.3 : i === 1 ? 0.52 : 0.66)
      return rect(barX, y, w, h, i === 0 ? '#1f2937' : '#6b7280', `rx="${h / 2}"`)
    })
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    circle(cx, cy, r, color) +
    emblems[motif] +
    bars +
    `</svg>`
  )
}
