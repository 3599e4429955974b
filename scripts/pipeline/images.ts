import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageRef, ImageVariants } from '../../src/shared/schemas/fields'
import { type RequestPolicy, getBuffer } from './http'
import { VariantCache, type VariantStats, WEB_FORMATS } from './image-variants'
import { createLimiter } from './pool'
import { localizeRichTextImages } from './rich-text-images'
import { writeFileAtomically } from './snapshot-store'

/**
 * Local copies of the images the records reference: `<mediaDir>/<16 hex of sha256(url)>.<ext>`, served by the
 * site under `/media/`, with their responsive variants in `<mediaDir>/v/` (see image-variants.ts). Width and
 * height go into each ref so pages can reserve the space (no layout shift), and `variants` so they can offer
 * `srcset`.
 */

const MAX_IMAGE_BYTES = 20 * 1024 * 1024

interface StoredImage {
  file: string
  width: number
  height: number
  variants: ImageVariants | null
}

export interface MediaStats {
  stored: number
  reused: number
  failed: number
  variants: VariantStats
}

/**
 * The local name of an image. An image of the API's own origin is named after its path, not its whole URL:
 * the same picture keeps its name when the API moves (the reference back-end listens on a new port at every
 * build), so a rebuild reuses the copy instead of downloading it again under another name.
 */
export function mediaFileStem(url: string, apiUrl?: string): string {
  let identity = url
  try {
    const parsed = new URL(url)
    if (apiUrl && parsed.origin === new URL(apiUrl).origin) identity = `${parsed.pathname}${parsed.search}`
  } catch {
    // Not a URL: its text is its identity.
  }
  return createHash('sha256').update(identity).digest('hex').slice(0, 16)
}

export class MediaStore {
  private existing: Promise<Map<string, string>> | null = null
  private readonly results = new Map<string, Promise<StoredImage | null>>()
  private readonly limit: ReturnType<typeof createLimiter>
  private readonly variants: VariantCache
  readonly stats: MediaStats

  /**
   * `dir`: the images the site serves, reused from there; `stagingDir`: where this run writes the new ones,
   * moved into `dir` once the run is accepted (staging.ts). `variantCacheDir`: where variants are made and
   * kept between builds (outside `dir`).
   */
  constructor(
    private readonly dir: string,
    private readonly stagingDir: string,
    variantCacheDir: string,
    private readonly policy: RequestPolicy,
    concurrency: number,
    private readonly log: (line: string) => void,
  ) {
    this.limit = createLimiter(concurrency)
    this.variants = new VariantCache(variantCacheDir, log)
    this.stats = { stored: 0, reused: 0, failed: 0, variants: this.variants.stats }
  }

  /**
   * Points every ref at its local copy, with its size. Relative URLs are taken relative to the API. Returns the
   * refs whose image could not be fetched or read, left as they came: the caller drops them, so no page points
   * at a file the back-end could not serve (docs/behaviour.md#images).
   */
  async localize(refs: ImageRef[], apiUrl: string): Promise<ImageRef[]> {
    const unstored: ImageRef[] = []
    await Promise.all(
      refs.map(async (ref) => {
        const url = this.absolute(ref.src, apiUrl)
        const stored = url ? await this.store(url, mediaFileStem(url, apiUrl)) : null
        if (stored) {
          ref.src = `/media/${stored.file}`
          ref.width = stored.width
          ref.height = stored.height
          if (stored.variants) ref.variants = stored.variants
        } else unstored.push(ref)
      }),
    )
    return unstored
  }

  /**
   * The same for the images inside the rich-text values of `data` that hold images (`richText`, noted by the
   * pull's sanitizer): their tags are rewritten in place, and those of images that could not be stored removed.
   */
  localizeRichText(data: unknown, richText: ReadonlySet<string>, apiUrl: string): Promise<number> {
    return localizeRichTextImages(data, richText, (refs) => this.localize(refs, apiUrl))
  }

  private absolute(src: string, apiUrl: string): string | null {
    try {
      return new URL(src, `${apiUrl}/`).href
    } catch {
      return null
    }
  }

  private store(url: string, stem: string): Promise<StoredImage | null> {
    let result = this.results.get(stem)
    if (!result) {
      result = this.limit(() => this.fetchOrReuse(url, stem))
      this.results.set(stem, result)
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

  private async fetchOrReuse(url: string, stem: string): Promise<StoredImage | null> {
    const present = (await this.listExisting()).get(stem)
    if (present) {
      try {
        const image = await this.prepare(present, await readFile(path.join(this.dir, present)))
        this.stats.reused++
        return image
      } catch {
        // Unreadable local copy: fetch it again below.
      }
    }
    try {
      const downloaded = await getBuffer(url, this.policy, MAX_IMAGE_BYTES)
      const read = await this.variants.describe(downloaded)
      const ext = WEB_FORMATS[read.format]
      const bytes = ext ? downloaded : await this.variants.toPng(downloaded)
      const file = `${stem}.${ext ?? 'png'}`
      await writeFileAtomically(path.join(this.stagingDir, file), bytes)
      const image = ext ? await this.publish(file, read) : await this.prepare(file, bytes)
      this.stats.stored++
      return image
    } catch (error) {
      this.stats.failed++
      const reason = error instanceof Error ? error.message : String(error)
      this.log(`warning: image ${url} not stored (${reason}); the pages show none in its place`)
      return null
    }
  }

  /** Size and variants of a stored file (from the cache when its content was seen before). */
  private async prepare(file: string, bytes: Uint8Array): Promise<StoredImage> {
    return this.publish(file, await this.variants.describe(bytes))
  }

  private async publish(
    file: string,
    image: { width: number; height: number; variants: ImageVariants | null },
  ): Promise<StoredImage> {
    if (image.variants)
      await this.variants.publish(image.variants, path.join(this.dir, 'v'), path.join(this.stagingDir, 'v'))
    return { file, width: image.width, height: image.height, variants: image.variants }
  }
}
