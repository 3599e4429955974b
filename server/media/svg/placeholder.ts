/** The neutral picture shown for any image that cannot load: a framed landscape icon on light grey. */
export function placeholderSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="">',
    '<rect width="800" height="600" fill="#f1f5f9"/>',
    '<rect x="300" y="215" width="200" height="170" rx="18" fill="none" stroke="#cbd5e1" stroke-width="12"/>',
    '<circle cx="352" cy="268" r="20" fill="#cbd5e1"/>',
    '<path d="M312 372 L378 300 L420 344 L448 318 L490 372 Z" fill="#cbd5e1"/>',
    '</svg>',
    '',
  ].join('\n')
}

/** Darkens a picture and puts a play button on it, for a video thumbnail. */
export function playOverlay(width: number, height: number): string {
  const r = Math.min(width, height) * 0.12
  const cx = width / 2
  const cy = height / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#000000" opacity="0.25"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.92"/>` +
    `<path d="M${cx - r * 0.32} ${cy - r * 0.45} L${cx + r * 0.5} ${cy} L${cx - r * 0.32} ${cy + r * 0.45} Z" fill="#1d4ed8"/>` +
    `</svg>`
  )
}
