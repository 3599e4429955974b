import { createHash, randomUUID } from 'node:crypto'
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp, type SharpOptions } from 'sharp'
import { z } from 'zod'
import { type VariantFormat, variantFileName } from '../../src/shared/lib/image-variants'
import { type ImageVariants, imageVariantsSchema } from '../../src/shared/schemas/fields'
import { createLimiter } from './pool'

/**
 * Responsive copies of the stored images, made once per image content. Each source is known by a key: a hash
 * of its bytes and of the settings below. `<cacheDir>/<key>.json` records what sharp found (format, size)
 * and which variants exist; `<cacheDir>/<key>-<width>.<format>` are the variants. A build whose images did
 * not change only reads those records: no decode, no encode. The cache is content-addressed, so builds in
 * separate folders (the end-to-end tests' fresh ones included) share it safely.
 */

/** Any change here changes every key, so new settings never reuse (or overwrite) files made with the old. */
export const VARIANT_SETTINGS = {
  revision: 1,
  /** Widths (CSS pixels × density) pages may ask for; an image also gets its own width, never more. */
  widths: [320, 640, 960, 1280, 1920],
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, progressive: true },
  // Only for images with transparency, which JPEG cannot hold (logos, mostly): a palette keeps them small.
  png: { compressionLevel: 9, palette: true },
} as const

const recordSchema = z.strictObject({
  format: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Null when the image is kept as it is (animated, or a format browsers do not show). */
  variants: imageVariantsSchema.nullable(),
})

/** What the pages need of a stored image. */
export type ImageRecord = z.infer<typeof recordSchema>

export interface VariantStats {
  /** Images decoded and encoded by sharp in this run. */
  encoded: number
  /** Images whose variants (or size) came from the cache: no sharp at all. */
  cached: number
  /** Images whose variants could not be made: pages show the original. */
  failed: number
  /** Variant files written to the cache in this run. */
  files: number
  /** Every sharp pipeline this run started (metadata reads included): 0 on a rebuild with unchanged images. */
  sharpRuns: number
  /** Time spent in sharp, summed over the images worked on in parallel. */
  sharpMs: number
}

/** Formats browsers show as they are (the file keeps its own extension). */
export const WEB_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
}

/** The widths of the variants of an image `width` pixels wide: never wider, and its own width last. */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_SETTINGS.widths.at(-1)!)
  // A step within 10 % of the top one would cost a file for next to no saving.
  return [...VARIANT_SETTINGS.widths.filter((step) => step < top * 0.9), top]
}

export function contentKey(bytes: Uint8Array): string {
  return createHash('sha256')
    .update(JSON.stringify(VARIANT_SETTINGS))
    .update(bytes)
    .digest('hex')
    .slice(0, 12)
}

function variantFiles(variants: ImageVariants): string[] {
  return variants.widths.flatMap((width) =>
    (['webp', variants.fallback] as VariantFormat[]).map((format) =>
      variantFileName(variants.key, width, format),
    ),
  )
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** Temporary file then rename: another build reading the cache never sees half a file. */
async function writeWhole(target: string, content: string | Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`)
  try {
    await writeFile(temp, content)
    await rename(temp, target)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

export class VariantCache {
  readonly stats: VariantStats = { encoded: 0, cached: 0, failed: 0, files: 0, sharpRuns: 0, sharpMs: 0 }
  // Encoding takes all of a core: one image per core, whatever the number of downloads in flight.
  private readonly encodeLimit = createLimiter(os.availableParallelism())
  private readonly pending = new Map<string, Promise<ImageRecord>>()

  constructor(
    private readonly cacheDir: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Every sharp pipeline goes through here, so `stats.sharpRuns` proves when none ran. */
  private sharp(input: Uint8Array, options?: SharpOptions): Sharp {
    this.stats.sharpRuns++
    return sharp(input, options)
  }

  /**
   * Size, format and variants of an image, from the cache when these bytes were seen before. Throws when the
   * bytes are not an image sharp can read; a failure to make variants only leaves them out (logged).
   */
  describe(bytes: Uint8Array): Promise<ImageRecord> {
    const key = contentKey(bytes)
    let result = this.pending.get(key)
    if (!result) {
      result = this.cachedRecord(key).then(
        (cached) => cached ?? this.encodeLimit(() => this.make(key, bytes)),
      )
      this.pending.set(key, result)
    }
    return result
  }

  /** The image converted to PNG, for formats browsers do not show as they are (SVG may carry script). */
  async toPng(bytes: Uint8Array): Promise<Buffer> {
    return this.encodeLimit(() => this.timed(() => this.sharp(bytes).png().toBuffer()))
  }

  /**
   * Puts the variant files that `servedDir` lacks in `targetDir` (hard links to the cache when possible): the
   * run's staging folder, moved into the served one when the run is accepted (staging.ts).
   */
  async publish(variants: ImageVariants, servedDir: string, targetDir: string): Promise<void> {
    await mkdir(targetDir, { recursive: true })
    for (const name of variantFiles(variants)) {
      const target = path.join(targetDir, name)
      if ((await exists(path.join(servedDir, name))) || (await exists(target))) continue
      const source = path.join(this.cacheDir, name)
      try {
        await link(source, target)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue
        await copyFile(source, target)
      }
    }
  }

  private async cachedRecord(key: string): Promise<ImageRecord | null> {
    let parsed: ImageRecord
    try {
      parsed = recordSchema.parse(JSON.parse(await readFile(this.recordPath(key), 'utf8')))
    } catch {
      return null
    }
    const complete = parsed.variants
      ? (
          await Promise.all(
            variantFiles(parsed.variants).map((name) => exists(path.join(this.cacheDir, name))),
          )
        ).every(Boolean)
      : true
    if (!complete) return null
    this.stats.cached++
    return parsed
  }

  private recordPath(key: string): string {
    return path.join(this.cacheDir, `${key}.json`)
  }

  private async timed<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await work()
    } finally {
      this.stats.sharpMs += performance.now() - started
    }
  }

  private async make(key: string, bytes: Uint8Array): Promise<ImageRecord> {
    const meta = await this.timed(() => this.sharp(bytes).metadata())
    // EXIF orientations 5 to 8 turn the picture a quarter: the browser shows it with width and height swapped.
    const turned = (meta.orientation ?? 1) >= 5
    const width = turned ? meta.height : meta.width
    const height = turned ? meta.width : meta.height
    const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format
    if (!width || !height || !format) throw new Error('no size or format')
    const plain: ImageRecord = { format, width, height, variants: null }
    // Animated images would lose their animation; other formats are converted to PNG first by the caller.
    if (!WEB_FORMATS[format] || (meta.pages ?? 1) > 1) return this.remember(key, plain)
    try {
      const variants = await this.timed(() => this.encode(key, bytes, width, meta.hasAlpha))
      this.stats.encoded++
      return await this.remember(key, { ...plain, variants })
    } catch (error) {
      this.stats.failed++
      const reason = error instanceof Error ? error.message : String(error)
      this.log(`warning: image ${key}: no responsive variants (${reason}); pages show the original`)
      // Not remembered: the next build tries again.
      return plain
    }
  }

  private async remember(key: string, record: ImageRecord): Promise<ImageRecord> {
    await mkdir(this.cacheDir, { recursive: true })
    await writeWhole(this.recordPath(key), JSON.stringify(record))
    return record
  }

  private async encode(
    key: string,
    bytes: Uint8Array,
    width: number,
    hasAlpha: boolean,
  ): Promise<ImageVariants> {
    const transparent = hasAlpha && !(await this.sharp(bytes).stats()).isOpaque
    const variants: ImageVariants = {
      key,
      widths: variantWidths(width),
      fallback: transparent ? 'png' : 'jpg',
    }
    await mkdir(this.cacheDir, { recursive: true })
    for (const size of variants.widths) {
      // One decode and resize per width, then both encodings from the same pixels.
      const { data, info } = await this.sharp(bytes)
        .rotate()
        .resize({ width: size, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
      const webp = await this.sharp(data, raw).webp(VARIANT_SETTINGS.webp).toBuffer()
      const fallback = transparent
        ? await this.sharp(data, raw).png(VARIANT_SETTINGS.png).toBuffer()
        : await this.sharp(data, raw)
            .flatten({ background: '#ffffff' })
            .jpeg(VARIANT_SETTINGS.jpeg)
            .toBuffer()
      await writeWhole(path.join(this.cacheDir, variantFileName(key, size, 'webp')), webp)
      await writeWhole(path.join(this.cacheDir, variantFileName(key, size, variants.fallback)), fallback)
      this.stats.files += 2
    }
    return variants
  }
}
