import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { VARIANT_SETTINGS, variantWidths } from '../../scripts/pipeline/image-variants'
import { mediaFileStem } from '../../scripts/pipeline/images'
import { runPipeline } from '../../scripts/pipeline/index'
import { imageRefSchema, type ImageRef } from '../../src/shared/schemas/fields'
import { type FakeApi, type Handler, json, startFakeApi, tempDir } from './fake-api'
import { fullApi, heroSlides } from './fixtures'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

function bytes(body: Buffer, type: string): Handler {
  return (_url, _req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length })
    res.end(body)
  }
}

type Slide = { image: ImageRef | null; title: { fr: string }; description: { fr: string } }

const KEY = /^[0-9a-f]{12}$/

/** `usable`: only images the pipeline can store and make variants of (none it has to try again next time). */
async function setup({ usable = false } = {}) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer()
  // Wide enough for several variants; a gradient-free photo stand-in is enough for sizes and formats.
  const photo = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer()
  const logo = await sharp({ create: { width: 480, height: 200, channels: 4, background: '#16a34a80' } })
    .png()
    .toBuffer()
  // Its header reads (so its size is known) but its pixels stop half-way: no variant can be made of it.
  const truncated = photo.subarray(0, Math.floor(photo.length / 2))
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><script>alert(1)</script><rect width="20" height="10" fill="#16a34a"/></svg>',
  )
  const [one, two, three, four, five, six, seven] = heroSlides(7)
  let server: FakeApi | null = null
  const routes = fullApi({
    '/media/puits.png': bytes(png, 'image/png'),
    '/media/feuille.svg': bytes(svg, 'image/svg+xml'),
    '/media/texte.jpg': bytes(Buffer.from('ceci n’est pas une image'), 'image/jpeg'),
    '/media/photo.jpg': bytes(photo, 'image/jpeg'),
    '/media/logo.png': bytes(logo, 'image/png'),
    '/media/coupee.jpg': bytes(truncated, 'image/jpeg'),
    '/api/hero-slides/': (url, req, res) =>
      json([
        { ...one, image_url: `${server!.url}/media/puits.png` },
        { ...two, image_url: null, image: '/media/puits.png' },
        { ...three, image_url: usable ? null : `${server!.url}/media/absente.jpg` },
        { ...four, image_url: '/media/feuille.svg' },
        {
          ...five,
          image_url: '/media/photo.jpg',
          // Plain text that happens to look like a tag is text, never rewritten.
          title_fr: 'Le code <img src="/media/photo.jpg"> en exemple',
          description_fr: usable
            ? null
            : '<p>Le forage <img src="/media/photo.jpg" alt="Forage &amp; puits"></p>' +
              '<p><img src="/media/photo.jpg" alt="" width="400" height="200" loading="eager"></p>' +
              `<p><img src="${server!.url}/media/absente.jpg" alt="Absente"></p>`,
        },
        { ...six, image_url: '/media/logo.png' },
        { ...seven, image_url: usable ? null : '/media/coupee.jpg' },
      ])(url, req, res),
    '/api/strategies/': json([{ id: 1, title_fr: 'Eau', image_fr: usable ? null : '/media/texte.jpg' }]),
  })
  server = await startFakeApi(routes)
  const snapshots = await tempDir('snapshots')
  const media = await tempDir('media')
  const cache = await tempDir('variants')
  cleanups.push(server.close, snapshots.remove, media.remove, cache.remove)
  const lines: string[] = []
  const pull = (mediaDir = media.dir) =>
    runPipeline({
      apiUrl: server!.url,
      snapshotDir: snapshots.dir,
      mediaDir,
      variantCacheDir: cache.dir,
      retries: 1,
      retryDelayMs: 10,
      log: (line) => lines.push(line),
    })
  const slides = async () =>
    (JSON.parse(await readFile(path.join(snapshots.dir, 'heroSlides.json'), 'utf8')) as { data: Slide[] })
      .data
  return { server, media: media.dir, cache: cache.dir, lines, pull, slides }
}

/** Every file of a folder with its modification time, to tell whether a run wrote anything. */
async function mtimes(dir: string): Promise<Map<string, number>> {
  const names = await readdir(dir)
  return new Map(
    await Promise.all(names.map(async (name) => [name, (await stat(path.join(dir, name))).mtimeMs] as const)),
  )
}

describe('images', () => {
  it('stores each image once, with its size, and points the records at the local copy', async () => {
    const { server, media, pull, slides } = await setup()
    await pull()
    const [first, second] = await slides()
    const file = `${mediaFileStem(`${server.url}/media/puits.png`, server.url)}.png`
    expect(first?.image).toEqual({
      src: `/media/${file}`,
      width: 40,
      height: 30,
      variants: { key: expect.stringMatching(KEY), widths: [40], fallback: 'jpg' },
    })
    // A relative URL is the API's: the same image, downloaded once.
    expect(second?.image).toEqual(first?.image)
    expect(server.hits.get('/media/puits.png')).toBe(1)
    const stored = await sharp(path.join(media, file)).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 40, 30])
  })

  it('drops an image that fails, with a warning, so no page points at the back-end for it', async () => {
    const { server, lines, pull, slides } = await setup()
    await pull()
    const third = (await slides())[2]
    expect(third?.image).toBeNull()
    expect(server.hits.get('/media/absente.jpg')).toBe(1)
    expect(lines).toContain(
      `warning: image ${server.url}/media/absente.jpg not stored (HTTP 404); the pages show none in its place`,
    )
  })

  it('refuses a file that is not an image', async () => {
    const { server, lines, pull } = await setup()
    await pull()
    expect(
      lines.some((line) => line.startsWith(`warning: image ${server.url}/media/texte.jpg not stored`)),
    ).toBe(true)
  })

  it('turns SVG into PNG, so no script can be served from the site', async () => {
    const { server, media, pull, slides } = await setup()
    await pull()
    const fourth = (await slides())[3]
    const file = `${mediaFileStem(`${server.url}/media/feuille.svg`, server.url)}.png`
    expect(fourth?.image).toMatchObject({ src: `/media/${file}`, width: 20, height: 10 })
    expect((await readdir(media)).some((name) => name.endsWith('.svg'))).toBe(false)
    expect((await readFile(path.join(media, file))).subarray(1, 4).toString()).toBe('PNG')
  })

  it('does not download again an image already stored', async () => {
    const { server, lines, pull, slides } = await setup()
    await pull()
    const before = await slides()
    await pull()
    expect(server.hits.get('/media/puits.png')).toBe(1)
    expect(await slides()).toEqual(before)
    expect(lines.at(-1)).toMatch(/images: 0 stored, 5 reused, 2 failed/)
  })
})

describe('images of an API that moved', () => {
  it('are not downloaded again: an image of the API is known by its path, not its host and port', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer()
    const [slide] = heroSlides(1)
    const routes = fullApi({
      '/media/puits.png': bytes(png, 'image/png'),
      '/api/hero-slides/': json([{ ...slide, image_url: '/media/puits.png' }]),
    })
    const before = await startFakeApi(routes)
    const after = await startFakeApi(routes)
    const snapshots = await tempDir('snapshots')
    const media = await tempDir('media')
    const cache = await tempDir('variants')
    cleanups.push(before.close, after.close, snapshots.remove, media.remove, cache.remove)
    const lines: string[] = []
    const pull = (apiUrl: string) =>
      runPipeline({
        apiUrl,
        snapshotDir: snapshots.dir,
        mediaDir: media.dir,
        variantCacheDir: cache.dir,
        log: (line) => lines.push(line),
      })
    await pull(before.url)
    const files = (await readdir(media.dir)).sort()
    await pull(after.url)
    expect(before.hits.get('/media/puits.png')).toBe(1)
    expect(after.hits.get('/media/puits.png')).toBeUndefined()
    expect((await readdir(media.dir)).sort()).toEqual(files)
    expect(lines.at(-1)).toMatch(/images: 0 stored, 1 reused, 0 failed/)
  })
})

describe('responsive variants', () => {
  it('come in WebP and JPEG at the standard widths below the original, and its own width', async () => {
    const { media, pull, slides } = await setup()
    await pull()
    const photo = (await slides())[4]?.image
    expect(imageRefSchema.parse(photo)).toEqual(photo)
    expect(photo).toMatchObject({
      width: 1000,
      height: 500,
      variants: { widths: [320, 640, 1000], fallback: 'jpg' },
    })
    const key = photo!.variants!.key
    for (const width of [320, 640, 1000]) {
      for (const [extension, format] of [
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const meta = await sharp(path.join(media, 'v', `${key}-${width}.${extension}`)).metadata()
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, width / 2])
      }
    }
    // Nothing wider than the original is ever made.
    expect((await readdir(path.join(media, 'v'))).filter((name) => name.startsWith(key))).toHaveLength(6)
  })

  it('keep transparency: PNG, not JPEG, beside the WebP', async () => {
    const { media, pull, slides } = await setup()
    await pull()
    const logo = (await slides())[5]?.image
    expect(logo?.variants).toMatchObject({ widths: [320, 480], fallback: 'png' })
    const meta = await sharp(path.join(media, 'v', `${logo!.variants!.key}-320.png`)).metadata()
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true])
    const webp = await sharp(path.join(media, 'v', `${logo!.variants!.key}-480.webp`)).metadata()
    expect(webp.hasAlpha).toBe(true)
  })

  it('are left out, with a warning, for an image sharp cannot decode: the page shows the original', async () => {
    const { server, media, lines, pull, slides } = await setup()
    await pull()
    const cut = (await slides())[6]?.image
    const file = `${mediaFileStem(`${server.url}/media/coupee.jpg`, server.url)}.jpg`
    expect(cut).toEqual({ src: `/media/${file}`, width: 1000, height: 500 })
    expect((await readdir(media)).includes(file)).toBe(true)
    expect(lines.some((line) => /^warning: image [0-9a-f]{12}: no responsive variants/.test(line))).toBe(true)
  })

  it('are made once: a rebuild with unchanged images runs no sharp at all and rewrites nothing', async () => {
    const { media, cache, lines, pull, slides } = await setup({ usable: true })
    await pull()
    expect(lines.at(-1)).toMatch(/images: 4 stored, 0 reused, 0 failed; variants: 4 images encoded, 0 from/)
    const cached = await mtimes(cache)
    const published = await mtimes(path.join(media, 'v'))
    const before = await slides()

    await pull()
    expect(lines.at(-1)).toMatch(
      /images: 0 stored, 4 reused, 0 failed; variants: 0 images encoded, 4 from the cache, 0 failed \(0 files written; sharp: 0 runs, 0\.0 s\)/,
    )
    expect(await slides()).toEqual(before)
    expect(await mtimes(cache)).toEqual(cached)
    expect(await mtimes(path.join(media, 'v'))).toEqual(published)
  })

  it('are shared by builds in other folders through the cache: nothing is encoded again', async () => {
    const { lines, pull, slides } = await setup()
    await pull()
    const before = (await slides())[4]?.image
    const fresh = await tempDir('media-fresh')
    cleanups.push(fresh.remove)

    await pull(fresh.dir)
    expect(lines.at(-1)).toMatch(/images: 5 stored, 0 reused/)
    expect(lines.at(-1)).toMatch(/variants: 0 images encoded/)
    const after = (await slides())[4]?.image
    expect(after?.variants).toEqual(before?.variants)
    const published = await readdir(path.join(fresh.dir, 'v'))
    expect(published.filter((name) => name.startsWith(after!.variants!.key))).toHaveLength(6)
  })

  it('are offered for the images inside rich text too, which also get their size and lazy loading; one not stored is removed', async () => {
    const { server, pull, slides } = await setup()
    await pull()
    const slide = (await slides())[4]!
    const { key } = slide.image!.variants!
    const file = `/media/${mediaFileStem(`${server.url}/media/photo.jpg`, server.url)}.jpg`
    const webp = [320, 640, 1000].map((width) => `/media/v/${key}-${width}.webp ${width}w`).join(', ')
    const jpeg = [320, 640, 1000].map((width) => `/media/v/${key}-${width}.jpg ${width}w`).join(', ')
    const sizes = '(min-width: 56rem) 52rem, 100vw'
    expect(slide.description.fr).toBe(
      `<p>Le forage <picture><source type="image/webp" srcset="${webp}" sizes="${sizes}">` +
        `<img src="${file}" alt="Forage &amp; puits" width="1000" height="500" loading="lazy" decoding="async" ` +
        `srcset="${jpeg}" sizes="${sizes}"></picture></p>` +
        // The author's size stays: it is how large the image is shown.
        `<p><picture><source type="image/webp" srcset="${webp}" sizes="${sizes}">` +
        `<img src="${file}" alt="" width="400" height="200" loading="lazy" decoding="async" ` +
        `srcset="${jpeg}" sizes="${sizes}"></picture></p>` +
        // An image that could not be stored is removed, not left pointing at the back-end.
        `<p></p>`,
    )
    expect(slide.description.fr).not.toContain(server.url)
    expect(slide.title.fr).toBe('Le code <img src="/media/photo.jpg"> en exemple')
  })

  it('never offer a width larger than the original, nor two nearly equal ones', () => {
    expect(variantWidths(300)).toEqual([300])
    expect(variantWidths(660)).toEqual([320, 660])
    expect(variantWidths(800)).toEqual([320, 640, 800])
    expect(variantWidths(1600)).toEqual([320, 640, 960, 1280, 1600])
    expect(variantWidths(4000)).toEqual(VARIANT_SETTINGS.widths)
  })
})
