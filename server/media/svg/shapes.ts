/** Building blocks of the illustrations: each returns an SVG fragment, coordinates in pixels. */

const f = (n: number): string => (Math.round(n * 10) / 10).toString()

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"'
  const body = stops
    .map(
      (color, i) => `<stop offset="${f((i / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('')
  return `<linearGradient id="${id}" ${coords}>${body}</linearGradient>`
}

export function radialGlow(id: string, color: string): string {
  return (
    `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="0.9"/>` +
    `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  )
}

/** A rolling line of hills from the left edge to the right edge, closed along the bottom. */
export function hills(
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  phase: number,
  fill: string,
) {
  const steps = 4
  let d = `M0 ${f(baseY)}`
  for (let i = 0; i < steps; i++) {
    const x0 = (width / steps) * i
    const x1 = (width / steps) * (i + 1)
    const lift = Math.sin(phase + i * 1.7) * amplitude
    d += ` Q${f((x0 + x1) / 2)} ${f(baseY - amplitude - lift)} ${f(x1)} ${f(baseY + Math.cos(phase + i) * amplitude * 0.3)}`
  }
  d += ` L${f(width)} ${f(height)} L0 ${f(height)} Z`
  return `<path d="${d}" fill="${fill}"/>`
}

export function drop(
  cx: number,
  cy: number,
  s: number,
  fill: string,
  highlight = 'rgba(255,255,255,0.55)',
): string {
  const d =
    `M${f(cx)} ${f(cy - s)} C${f(cx + 0.2 * s)} ${f(cy - 0.6 * s)} ${f(cx + 0.6 * s)} ${f(cy - 0.15 * s)} ` +
    `${f(cx + 0.6 * s)} ${f(cy + 0.3 * s)} A${f(0.6 * s)} ${f(0.6 * s)} 0 0 1 ${f(cx - 0.6 * s)} ${f(cy + 0.3 * s)} ` +
    `C${f(cx - 0.6 * s)} ${f(cy - 0.15 * s)} ${f(cx - 0.2 * s)} ${f(cy - 0.6 * s)} ${f(cx)} ${f(cy - s)} Z`
  const shine = `<ellipse cx="${f(cx - 0.25 * s)}" cy="${f(cy + 0.25 * s)}" rx="${f(0.12 * s)}" ry="${f(0.22 * s)}" fill="${highlight}" transform="rotate(20 ${f(cx - 0.25 * s)} ${f(cy + 0.25 * s)})"/>`
  return `<path d="${d}" fill="${fill}"/>${shine}`
}

export function ripples(cx: number, cy: number, rx: number, stroke: string): string {
  return [1, 0.68, 0.38]
    .map(
      (k, i) =>
        `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx * k)}" ry="${f(rx * k * 0.22)}" fill="none" stroke="${stroke}" stroke-width="${f(rx * 0.035)}" opacity="${f(0.9 - i * 0.2)}"/>`,
    )
    .join('')
}

/** A traditional village well: stone rim, two posts, a small roof and a bucket on its rope. */
export function well(
  x: number,
  groundY: number,
  s: number,
  stone: string,
  wood: string,
  roof: string,
): string {
  const rimW = s
  const rimH = s * 0.45
  return [
    rect(x - rimW / 2, groundY - rimH, rimW, rimH, stone, `rx="${f(s * 0.05)}"`),
    `<ellipse cx="${f(x)}" cy="${f(groundY - rimH)}" rx="${f(rimW / 2)}" ry="${f(s * 0.1)}" fill="${stone}" stroke="rgba(0,0,0,0.15)" stroke-width="${f(s * 0.02)}"/>`,
    rect(x - rimW * 0.45, groundY - s * 1.3, s * 0.07, s * 0.9, wood),
    rect(x + rimW * 0.38, groundY - s * 1.3, s * 0.07, s * 0.9, wood),
    rect(x - rimW * 0.45, groundY - s * 1.15, rimW * 0.9, s * 0.05, wood),
    `<path d="M${f(x - rimW * 0.62)} ${f(groundY - s * 1.25)} L${f(x)} ${f(groundY - s * 1.65)} L${f(x + rimW * 0.62)} ${f(groundY - s * 1.25)} Z" fill="${roof}"/>`,
    `<line x1="${f(x)}" y1="${f(groundY - s * 1.13)}" x2="${f(x)}" y2="${f(groundY - s * 0.75)}" stroke="${wood}" stroke-width="${f(s * 0.015)}"/>`,
    rect(x - s * 0.08, groundY - s * 0.78, s * 0.16, s * 0.14, roof, `rx="${f(s * 0.02)}"`),
  ].join('')
}

/** A public standpipe (borne-fontaine) with water running into a basin. */
export function standpipe(x: number, groundY: number, s: number, body: string, water: string): string {
  return [
    rect(x - s * 0.12, groundY - s, s * 0.24, s, body, `rx="${f(s * 0.04)}"`),
    rect(x - s * 0.04, groundY - s * 0.85, s * 0.34, s * 0.08, body, `rx="${f(s * 0.03)}"`),
    rect(x + s * 0.22, groundY - s * 0.77, s * 0.05, s * 0.5, water, 'opacity="0.8"'),
    `<path d="M${f(x + s * 0.02)} ${f(groundY - s * 0.25)} h${f(s * 0.46)} l${f(-s * 0.05)} ${f(s * 0.2)} h${f(-s * 0.36)} Z" fill="${body}" opacity="0.85"/>`,
  ].join('')
}

export function healthCross(cx: number, cy: number, s: number, badge: string, cross: string): string {
  const arm = s * 0.22
  return (
    circle(cx, cy, s, badge) +
    rect(cx - arm, cy - s * 0.62, arm * 2, s * 1.24, cross, `rx="${f(s * 0.06)}"`) +
    rect(cx - s * 0.62, cy - arm, s * 1.24, arm * 2, cross, `rx="${f(s * 0.06)}"`)
  )
}

export function heart(cx: number, cy: number, s: number, fill: string): string {
  const d =
    `M${f(cx)} ${f(cy + s * 0.9)} C${f(cx - s * 1.2)} ${f(cy + s * 0.1)} ${f(cx - s * 0.9)} ${f(cy - s * 0.9)} ${f(cx)} ${f(cy - s * 0.35)} ` +
    `C${f(cx + s * 0.9)} ${f(cy - s * 0.9)} ${f(cx + s * 1.2)} ${f(cy + s * 0.1)} ${f(cx)} ${f(cy + s * 0.9)} Z`
  return `<path d="${d}" fill="${fill}"/>`
}

/** A heartbeat trace across the picture. */
export function pulseLine(
  width: number,
  y: number,
  amplitude: number,
  stroke: string,
  strokeWidth: number,
): string {
  const points: string[] = []
  const beat = [0, -0.3, 0.2, -1, 1, -0.2, 0]
  for (let x = 0, i = 0; x <= width; x += width / 28, i++) {
    const phase = i % 9
    const k = phase < beat.length ? (beat[phase] ?? 0) : 0
    points.push(`${f(x)},${f(y + k * amplitude)}`)
  }
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${f(strokeWidth)}" stroke-linejoin="round" stroke-linecap="round"/>`
}

/** A standing figure: round head, rounded body; `h` is the full height. */
export function person(
  x: number,
  groundY: number,
  h: number,
  clothes: string,
  skin: string,
  wrap?: string,
): string {
  const head = h * 0.13
  const bodyTop = groundY - h + head * 2.1
  const bodyW = h * 0.3
  const body =
    `<path d="M${f(x - bodyW / 2)} ${f(groundY)} L${f(x - bodyW / 2)} ${f(bodyTop + bodyW * 0.35)} ` +
    `Q${f(x - bodyW / 2)} ${f(bodyTop)} ${f(x)} ${f(bodyTop)} Q${f(x + bodyW / 2)} ${f(bodyTop)} ${f(x + bodyW / 2)} ${f(bodyTop + bodyW * 0.35)} ` +
    `L${f(x + bodyW / 2)} ${f(groundY)} Z" fill="${clothes}"/>`
  const headY = groundY - h + head
  const headwrap = wrap
    ? `<path d="M${f(x - head * 1.05)} ${f(headY - head * 0.15)} Q${f(x)} ${f(headY - head * 2.3)} ${f(x + head * 1.05)} ${f(headY - head * 0.15)} Z" fill="${wrap}"/>`
    : ''
  return body + circle(x, headY, head, skin) + headwrap
}

export function tree(
  x: number,
  groundY: number,
  h: number,
  trunk: string,
  leaves: readonly string[],
): string {
  const r = h * 0.24
  const top = groundY - h
  const [a = '#166534', b = a, c = b] = leaves
  return [
    rect(x - h * 0.04, groundY - h * 0.5, h * 0.08, h * 0.5, trunk),
    circle(x - r * 0.7, top + r * 1.5, r, a),
    circle(x + r * 0.7, top + r * 1.5, r, b),
    circle(x, top + r, r * 1.05, c),
  ].join('')
}

export function leaf(cx: number, cy: number, s: number, angle: number, fill: string, vein: string): string {
  const d = `M${f(cx - s)} ${f(cy)} Q${f(cx)} ${f(cy - s * 0.75)} ${f(cx + s)} ${f(cy)} Q${f(cx)} ${f(cy + s * 0.75)} ${f(cx - s)} ${f(cy)} Z`
  return (
    `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"><path d="${d}" fill="${fill}"/>` +
    `<line x1="${f(cx - s * 0.85)}" y1="${f(cy)}" x2="${f(cx + s * 0.85)}" y2="${f(cy)}" stroke="${vein}" stroke-width="${f(s * 0.05)}"/></g>`
  )
}

export function house(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  door: string,
) {
  return [
    rect(x - w / 2, groundY - h, w, h, wall),
    `<path d="M${f(x - w * 0.62)} ${f(groundY - h)} L${f(x)} ${f(groundY - h - w * 0.45)} L${f(x + w * 0.62)} ${f(groundY - h)} Z" fill="${roof}"/>`,
    rect(x - w * 0.12, groundY - h * 0.55, w * 0.24, h * 0.55, door),
  ].join('')
}

/** A tippy-tap hand-washing station: two posts, a bar, a hanging jerrycan and falling drops. */
export function tippyTap(
  x: number,
  groundY: number,
  s: number,
  wood: string,
  can: string,
  water: string,
): string {
  const parts = [
    rect(x - s * 0.5, groundY - s * 1.2, s * 0.06, s * 1.2, wood),
    rect(x + s * 0.44, groundY - s * 1.2, s * 0.06, s * 1.2, wood),
    rect(x - s * 0.55, groundY - s * 1.22, s * 1.1, s * 0.06, wood),
    `<line x1="${f(x)}" y1="${f(groundY - s * 1.16)}" x2="${f(x)}" y2="${f(groundY - s * 1.0)}" stroke="${wood}" stroke-width="${f(s * 0.02)}"/>`,
    rect(x - s * 0.16, groundY - s * 1.0, s * 0.32, s * 0.4, can, `rx="${f(s * 0.05)}"`),
  ]
  for (let i = 0; i < 3; i++) parts.push(drop(x + s * 0.12, groundY - s * (0.5 - i * 0.14), s * 0.05, water))
  return parts.join('')
}

export function bubbles(cx: number, cy: number, s: number, stroke: string): string {
  return [
    [0, 0, 1],
    [0.9, -0.6, 0.6],
    [-0.8, -0.9, 0.45],
    [0.3, -1.4, 0.35],
  ]
    .map(([dx = 0, dy = 0, k = 1]) =>
      circle(
        cx + dx * s,
        cy + dy * s,
        s * 0.4 * k,
        'rgba(255,255,255,0.18)',
        `stroke="${stroke}" stroke-width="${f(s * 0.04)}"`,
      ),
    )
    .join('')
}

export function marketUmbrella(x: number, groundY: number, s: number, canopy: string, pole: string): string {
  return (
    rect(x - s * 0.02, groundY - s, s * 0.04, s, pole) +
    `<path d="M${f(x - s * 0.6)} ${f(groundY - s * 0.85)} A${f(s * 0.6)} ${f(s * 0.35)} 0 0 1 ${f(x + s * 0.6)} ${f(groundY - s * 0.85)} Z" fill="${canopy}"/>`
  )
}

export function waves(width: number, y: number, amplitude: number, bottom: number, fill: string): string {
  const n = 6
  const seg = width / n
  let d = `M0 ${f(y)}`
  for (let i = 0; i < n; i++) d += ` q${f(seg / 4)} ${f(-amplitude)} ${f(seg / 2)} 0 t${f(seg / 2)} 0`
  return `<path d="${d} L${f(width)} ${f(bottom)} L0 ${f(bottom)} Z" fill="${fill}"/>`
}
