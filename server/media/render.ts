import sharp from 'sharp'
import { logoSvg, type LogoMotif } from './svg/logo'
import type { Theme } from './svg/palette'
import { playOverlay } from './svg/placeholder'
import { portraitSvg } from './svg/portrait'
import { sceneSvg } from './svg/scene'

export type ImageSpec =
  | {
      kind: 'scene'
      theme: Theme
      seed: string
      width: number
      height: number
      format: 'jpeg' | 'png'
      quality?: number
    }
  | { kind: 'thumbnail'; theme: Theme; seed: string; width: number; height: number }
  | { kind: 'portrait'; seed: string; size: number }
  | { kind: 'logo'; motif: LogoMotif; color: string; name: string; width: number; height: number }

const svg = (text: string): Buffer => Buffer.from(text)

/** JPEG quality: large slides compress harder, as they weigh most. */
function jpegQuality(width: number, wanted?: number): number {
  return wanted ?? (width >= 1200 ? 70 : 76)
}

/** Rasterises one illustration. PNGs are palette-quantised without dithering: flat art stays small. */
export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  switch (spec.kind) {
    case 'scene': {
      const image = sharp(svg(sceneSvg(spec)))
      return spec.format === 'png'
        ? image.png({ palette: true, colours: 48, dither: 0, compressionLevel: 9 }).toBuffer()
        : image.jpeg({ quality: jpegQuality(spec.width, spec.quality), progressive: true }).toBuffer()
    }
    case 'thumbnail':
      return sharp(svg(sceneSvg({ ...spec, theme: spec.theme })))
        .composite([{ input: svg(playOverlay(spec.width, spec.height)) }])
        .jpeg({ quality: jpegQuality(spec.width), progressive: true })
        .toBuffer()
    case 'portrait':
      return sharp(svg(portraitSvg(spec.size, spec.seed)))
        .jpeg({ quality: 80 })
        .toBuffer()
    case 'logo':
      return sharp(svg(logoSvg(spec.width, spec.height, spec.motif, spec.color, spec.name)))
        .png({ palette: true, colours: 32, compressionLevel: 9 })
        .toBuffer()
  }
}

export function contentTypeOf(file: string): string | undefined {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase()
  return {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    svg: 'image/svg+xml',
    webp: 'image/webp',
    mp4: 'video/mp4',
    webm: 'video/webm',
  }[ext]
}
