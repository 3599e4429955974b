/**
 * Writes the site's fallback images into public/ with the same generator as the seed media.
 * Run with: npx tsx server/media/make-fallbacks.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderImage, type ImageSpec } from './render'
import { placeholderSvg } from './svg/placeholder'

const PNG_LIMIT_BYTES = 60 * 1024

export const FALLBACKS: readonly { path: string; spec: ImageSpec }[] = [
  {
    path: 'slides/slide1.jpg',
    spec: { kind: 'scene', theme: 'water', seed: 'fallback-slide', width: 1600, height: 900, format: 'jpeg' },
  },
  {
    path: 'projets/projet1.jpg',
    spec: {
      kind: 'scene',
      theme: 'social',
      seed: 'fallback-project',
      width: 800,
      height: 600,
      format: 'jpeg',
    },
  },
  {
    path: 'images/article-default.jpg',
    spec: { kind: 'scene', theme: 'life', seed: 'fallback-article', width: 800, height: 450, format: 'jpeg' },
  },
  {
    path: 'section/section1.png',
    spec: {
      kind: 'scene',
      theme: 'water',
      seed: 'fallback-section-1',
      width: 800,
      height: 600,
      format: 'png',
    },
  },
  {
    path: 'section/section2.png',
    spec: {
      kind: 'scene',
      theme: 'health',
      seed: 'fallback-section-2',
      width: 800,
      height: 600,
      format: 'png',
    },
  },
]

export async function makeFallbacks(publicDir: string): Promise<string[]> {
  const written: string[] = []
  const write = async (path: string, data: Buffer | string): Promise<void> => {
    const target = join(publicDir, path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, data)
    written.push(`${path} (${Math.round(Buffer.byteLength(data) / 1024)} KB)`)
  }
  for (const { path, spec } of FALLBACKS) {
    const data = await renderImage(spec)
    if (path.endsWith('.png') && data.length > PNG_LIMIT_BYTES) {
      throw new Error(`${path} weighs ${data.length} bytes, over the ${PNG_LIMIT_BYTES} byte budget`)
    }
    await write(path, data)
  }
  await write('images/placeholder.svg', placeholderSvg())
  return written
}

const here = dirname(fileURLToPath(import.meta.url))
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const publicDir = join(here, '..', '..', 'public')
  const written = await makeFallbacks(publicDir)
  console.log(`Fallback images written under ${relative(process.cwd(), publicDir) || '.'}:`)
  for (const line of written) console.log(`  ${line}`)
}
