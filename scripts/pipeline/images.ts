import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ImageRef } from '../../src/schemas/api'
import { type RequestPolicy, getBuffer } from './http'
import { createLimiter } from './pool'
import { writeFileAtomically } from './snapshot-store'

/**
 * Local copies of the images the records reference: `<mediaDir>/<16 hex of sha256(url)>.<ext>`, served by the
 * site under `/media/`. Width and height are read with sharp so pages can reserve the space (no layout shift).
 */

const MAX_IMAGE_BYTES = 20 * 1024 * 1024
/** Formats browsers show as they are; anything else (SVG included: it may carry script) becomes PNG. */
const WEB_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}

interface StoredImage {
  file: string
  width?: number
  height?: number
}

export interface MediaStats {
  stored: number
  reused: number
  failed: number
}

export function mediaFileStem(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 16)
}

async function dimensions(
  input: Buffer | string,
): Promise<{ width?: number; height?: number; format?: string }> {
  const meta = await sharp(input).metadata()
  // EXIF orientations 5 to 8 turn the picture a quarter: the browser shows it with width and height swapped.
  const turned = (meta.orientation ?? 1) >= 5
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
  return turned
    ? { width: meta.height, height: meta.width, format }
    : { width: meta.width, height: meta.height, format }
}

export class MediaStore {
  private existing: Promise<Map<string, string>> | null = null
  private readonly results = new Map<string, Promise<StoredImage | null>>()
  private readonly limit: ReturnType<typeof createLimiter>
  readonly stats: MediaStats = { stored: 0, reused: 0, failed: 0 }

  constructor(
    private readonly dir: string,
    private readonly policy: RequestPolicy,
    concurrency: number,
    private readonly log: (line: string) => void,
  ) {
    this.limit = createLimiter(concurrency)
  }

  /**
   * Points every ref at its local copy, with its size. Relative URLs are taken relative to the API. An image
   * that cannot be fetched or read keeps its (absolute) original URL: the page's fallback image covers it.
   */
  async localize(refs: ImageRef[], apiUrl: string): Promise<void> {
    await Promise.all(
      refs.map(async (ref) => {
        const url = this.absolute(ref.src, apiUrl)
        const stored = url ? await this.store(url) : null
        if (stored) {
          ref.src = `/media/${stored.file}`
          if (stored.width && stored.height) {
            ref.width = stored.width
            ref.height = stored.height
          }
        } else if (url) {
          ref.src = url
        }
      }),
    )
  }

  private absolute(src: string, apiUrl: string): string | null {
    try {
      return new URL(src, `${apiUrl}/`).href
    } catch {
      return null
    }
  }

  private store(url: string): Promise<StoredImage | null> {
    let result = this.results.get(url)
    if (!result) {
      result = this.limit(() => this.fetchOrReuse(url))
      this.results.set(url, result)
    }
    return result
  }

  private listExisting(): Promise<Map<string, string>> {
    this.existing ??= readdir(this.dir)
      .catch(() => [] as string[])
      .then(
        (files) => new Map(files.filter((f) => !f.startsWith('.')).map((f) => [f.replace(/\..*$/, ''), f])),
      )
    return this.existing
  }

  private async fetchOrReuse(url: string): Promise<StoredImage | null> {
    const stem = mediaFileStem(url)
    const present = (await this.listExisting()).get(stem)
    if (present) {
      try {
        const { width, height } = await dimensions(path.join(this.dir, present))
        this.stats.reused++
        return { file: present, width, height }
      } catch {
        // Unreadable local copy: fetch it again below.
      }
    }
    try {
      const downloaded = await getBuffer(url, this.policy, MAX_IMAGE_BYTES)
      const read = await dimensions(downloaded)
      const ext = read.format ? WEB_FORMATS[read.format] : undefined
      const bytes = ext ? downloaded : await sharp(downloaded).png().toBuffer()
      const file = `${stem}.${ext ?? 'png'}`
      await writeFileAtomically(path.join(this.dir, file), bytes)
      this.stats.stored++
      return { file, width: read.width, height: read.height }
    } catch (error) {
      this.stats.failed++
      const reason = error instanceof Error ? error.message : String(error)
      this.log(`warning: image ${url} not stored (${reason}); the page keeps the original URL`)
      return null
    }
  }
}
