import { createRandom, type Random } from '../random'
import { CLOTHES, PALETTES, SKIN, type Palette, type Theme } from './palette'
import {
  bubbles,
  circle,
  drop,
  healthCross,
  heart,
  hills,
  house,
  leaf,
  linearGradient,
  marketUmbrella,
  person,
  pulseLine,
  radialGlow,
  rect,
  ripples,
  standpipe,
  tippyTap,
  tree,
  waves,
  well,
} from './shapes'

interface Frame {
  width: number
  height: number
  groundY: number
  /** A size unit that scales with the picture. */
  u: number
  rnd: Random
  p: Palette
  /** Which side the main motif stands on: -1 left, 1 right. */
  side: number
}

function backdrop(fr: Frame): string {
  const { width, height, rnd, p } = fr
  const sunX = fr.side > 0 ? width * rnd.between(0.12, 0.3) : width * rnd.between(0.7, 0.88)
  const sunY = height * rnd.between(0.16, 0.28)
  const specks = Array.from({ length: 7 }, () =>
    circle(
      rnd.between(0, width),
      rnd.between(0, height * 0.55),
      fr.u * rnd.between(2, 7),
      '#ffffff',
      `opacity="${rnd.between(0.04, 0.12).toFixed(2)}"`,
    ),
  ).join('')
  return [
    rect(0, 0, width, height, 'url(#sky)'),
    specks,
    circle(sunX, sunY, fr.u * 16, 'url(#glow)'),
    circle(sunX, sunY, fr.u * 6.5, p.sun),
    hills(width, height, height * 0.62, fr.u * 6, rnd.between(0, 6), p.far),
    hills(width, height, height * 0.72, fr.u * 4, rnd.between(0, 6), p.near),
  ].join('')
}

function people(fr: Frame, count: number, centerX: number, spacing: number, tallest: number): string {
  const { rnd } = fr
  const start = centerX - ((count - 1) * spacing) / 2
  return Array.from({ length: count }, (_, i) => {
    const h = tallest * rnd.between(0.62, 1)
    const wrap = rnd.next() < 0.4 ? rnd.pick(CLOTHES) : undefined
    return person(start + i * spacing, fr.groundY, h, rnd.pick(CLOTHES), rnd.pick(SKIN), wrap)
  }).join('')
}

const MOTIFS: Record<Theme, (fr: Frame) => string> = {
  water(fr) {
    const { width, height, u, p, side, rnd } = fr
    const dropX = width * (0.5 + side * 0.2)
    const others = Array.from({ length: 4 }, () =>
      drop(
        dropX + u * rnd.between(-40, 40),
        height * rnd.between(0.2, 0.5),
        u * rnd.between(2.5, 5),
        p.accent,
      ),
    ).join('')
    return [
      `<g opacity="0.7">${waves(width, fr.groundY + u * 4, u * 1.6, height, p.accent)}</g>`,
      rnd.next() < 0.5
        ? well(width * (0.5 - side * 0.25), fr.groundY + u * 2, u * 18, '#cbd5e1', '#78350f', '#b45309')
        : standpipe(width * (0.5 - side * 0.25), fr.groundY + u * 2, u * 20, '#94a3b8', p.light),
      others,
      ripples(dropX, fr.groundY + u * 6, u * 22, p.light),
      drop(dropX, height * 0.42, u * 19, 'url(#motif)'),
    ].join('')
  },
  health(fr) {
    const { width, height, u, p, side, rnd } = fr
    const badgeX = width * (0.5 + side * 0.22)
    return [
      pulseLine(width, height * 0.5, u * 8, p.light, u * 1.1),
      house(width * (0.5 - side * 0.22), fr.groundY, u * 26, u * 14, '#f8fafc', p.accent, '#0f766e'),
      healthCross(width * (0.5 - side * 0.22), fr.groundY - u * 26, u * 4, p.accent, '#ffffff'),
      healthCross(badgeX, height * 0.36, u * 13, p.light, p.accent),
      heart(badgeX + u * 16, height * 0.22, u * 4, p.accent),
      people(fr, 2, width * (0.5 + side * 0.02), u * 8, u * rnd.between(22, 26)),
    ].join('')
  },
  social(fr) {
    const { width, u, side, p } = fr
    return [
      house(width * (0.5 + side * 0.34), fr.groundY, u * 18, u * 11, '#fde68a', '#92400e', '#78350f'),
      house(width * (0.5 + side * 0.22), fr.groundY, u * 14, u * 9, '#fed7aa', '#7c2d12', '#78350f'),
      heart(width * 0.5, fr.groundY - u * 36, u * 5, p.accent),
      people(fr, 6, width * (0.5 - side * 0.08), u * 9, u * 28),
    ].join('')
  },
  environment(fr) {
    const { width, height, u, rnd, p } = fr
    const trees = Array.from({ length: 5 }, (_, i) =>
      tree(
        width * (0.1 + i * 0.2) + u * rnd.between(-5, 5),
        fr.groundY + u * 2,
        u * rnd.between(22, 34),
        '#713f12',
        ['#15803d', '#16a34a', '#22c55e'],
      ),
    ).join('')
    const leaves = Array.from({ length: 6 }, () =>
      leaf(
        rnd.between(0, width),
        height * rnd.between(0.12, 0.5),
        u * rnd.between(3, 6),
        rnd.between(-60, 60),
        rnd.pick(['#4ade80', '#a3e635', p.accent]),
        '#14532d',
      ),
    ).join('')
    return (
      trees + leaves + leaf(width * (0.5 + fr.side * 0.1), height * 0.34, u * 14, -25, '#86efac', '#166534')
    )
  },
  sanitation(fr) {
    const { width, height, u, p, side } = fr
    return [
      house(width * (0.5 - side * 0.28), fr.groundY, u * 14, u * 18, '#e2e8f0', '#0e7490', '#334155'),
      tippyTap(width * (0.5 + side * 0.05), fr.groundY, u * 20, '#78350f', '#facc15', p.light),
      bubbles(width * (0.5 + side * 0.28), height * 0.32, u * 8, p.light),
      people(fr, 1, width * (0.5 + side * 0.16), 0, u * 24),
    ].join('')
  },
  life(fr) {
    const { width, u, rnd } = fr
    const houses = Array.from({ length: 3 }, (_, i) =>
      house(
        width * (0.15 + i * 0.12),
        fr.groundY,
        u * rnd.between(12, 16),
        u * rnd.between(8, 11),
        '#fde68a',
        '#9a3412',
        '#78350f',
      ),
    ).join('')
    return [
      houses,
      tree(width * 0.82, fr.groundY, u * 30, '#713f12', ['#15803d', '#16a34a', '#22c55e']),
      marketUmbrella(width * 0.7, fr.groundY, u * 16, '#f59e0b', '#44403c'),
      people(fr, 4, width * 0.52, u * 8, u * 24),
    ].join('')
  },
}

export interface SceneOptions {
  width: number
  height: number
  theme: Theme
  /** Any text; the same seed always gives the same picture. */
  seed: string
}

/** A landscape illustration of one field of action, as an SVG document. */
export function sceneSvg({ width, height, theme, seed }: SceneOptions): string {
  const rnd = createRandom(`${theme}:${seed}`)
  const p = PALETTES[theme]
  const fr: Frame = {
    width,
    height,
    groundY: height * 0.84,
    u: Math.min(width, height) / 100,
    rnd,
    p,
    side: rnd.next() < 0.5 ? -1 : 1,
  }
  const defs =
    linearGradient('sky', p.sky) +
    radialGlow('glow', p.sun) +
    linearGradient('motif', [p.light, p.accent], false)
  const ground = rect(0, fr.groundY, width, height - fr.groundY, p.ground)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${backdrop(fr)}${ground}${MOTIFS[theme](fr)}</svg>`
  )
}
