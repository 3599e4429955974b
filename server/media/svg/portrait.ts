import { createRandom } from '../random'
import { CLOTHES, SKIN } from './palette'
import { circle, linearGradient } from './shapes'

const BACKGROUNDS = [
  ['#bae6fd', '#0284c7'],
  ['#fde68a', '#d97706'],
  ['#bbf7d0', '#15803d'],
  ['#fecdd3', '#be123c'],
  ['#ddd6fe', '#6d28d9'],
] as const

/**
 * A square portrait: head and shoulders with a headwrap or short hair, eyes, brows and a smile, on a soft
 * gradient; each seed gives its own skin, clothes, background and expression.
 */
export function portraitSvg(size: number, seed: string): string {
  const rnd = createRandom(`portrait:${seed}`)
  const s = size / 100
  const skin = rnd.pick(SKIN)
  const clothes = rnd.pick(CLOTHES)
  const [light, dark] = rnd.pick(BACKGROUNDS)
  const wrap = rnd.next() < 0.5
  const shoulders = `<path d="M${10 * s} ${100 * s} Q${12 * s} ${70 * s} ${50 * s} ${68 * s} Q${88 * s} ${70 * s} ${90 * s} ${100 * s} Z" fill="${clothes}"/>`
  const collar = `<path d="M${40 * s} ${69 * s} L${50 * s} ${80 * s} L${60 * s} ${69 * s} Z" fill="${skin}"/>`
  const neck = `<rect x="${43 * s}" y="${54 * s}" width="${14 * s}" height="${16 * s}" fill="${skin}"/>`
  const head = `<ellipse cx="${50 * s}" cy="${42 * s}" rx="${15 * s}" ry="${18 * s}" fill="${skin}"/>`
  const top = wrap
    ? `<path d="M${33 * s} ${38 * s} Q${28 * s} ${8 * s} ${55 * s} ${14 * s} Q${76 * s} ${18 * s} ${67 * s} ${38 * s} Q${50 * s} ${28 * s} ${33 * s} ${38 * s} Z" fill="${rnd.pick(CLOTHES)}"/>`
    : `<path d="M${35 * s} ${38 * s} Q${34 * s} ${22 * s} ${50 * s} ${22 * s} Q${66 * s} ${22 * s} ${65 * s} ${38 * s} Q${58 * s} ${29 * s} ${35 * s} ${38 * s} Z" fill="#1c1917"/>`
  const eyeY = 43 * s
  const gap = rnd.between(5.2, 6.4) * s
  const eyes =
    `<ellipse cx="${50 * s - gap}" cy="${eyeY}" rx="${1.7 * s}" ry="${2 * s}" fill="#1c1917"/>` +
    `<ellipse cx="${50 * s + gap}" cy="${eyeY}" rx="${1.7 * s}" ry="${2 * s}" fill="#1c1917"/>`
  const browLift = rnd.between(3.6, 4.8) * s
  const brows = [-1, 1]
    .map(
      (side) =>
        `<path d="M${50 * s + side * (gap - 2.6 * s)} ${eyeY - browLift} Q${50 * s + side * gap} ${eyeY - browLift - 1.4 * s} ${50 * s + side * (gap + 2.6 * s)} ${eyeY - browLift + 0.3 * s}" stroke="#1c1917" stroke-width="${0.9 * s}" fill="none" stroke-linecap="round"/>`,
    )
    .join('')
  const smileWidth = rnd.between(4.5, 6.5) * s
  const smile = `<path d="M${50 * s - smileWidth} ${51 * s} Q${50 * s} ${(51 + rnd.between(2.5, 4)) * s} ${50 * s + smileWidth} ${51 * s}" stroke="#7c2d12" stroke-width="${1.2 * s}" fill="none" stroke-linecap="round"/>`
  const ears =
    `<ellipse cx="${35.5 * s}" cy="${44 * s}" rx="${2.2 * s}" ry="${3.5 * s}" fill="${skin}"/>` +
    `<ellipse cx="${64.5 * s}" cy="${44 * s}" rx="${2.2 * s}" ry="${3.5 * s}" fill="${skin}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs>${linearGradient('bg', [light, dark], false)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    circle(50 * s, 45 * s, 34 * s, '#ffffff', 'opacity="0.18"') +
    shoulders +
    neck +
    collar +
    ears +
    head +
    eyes +
    brows +
    smile +
    top +
    `</svg>`
  )
}
