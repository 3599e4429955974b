import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaFileStem } from '../../scripts/pipeline/images'
import { runPipeline } from '../../scripts/pipeline/index'
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

type Slide = { image: { src: string; width?: number; height?: number } | null }

async function setup() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer()
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><script>alert(1)</script><rect width="20" height="10" fill="#16a34a"/></svg>',
  )
  const [one, two, three, four] = heroSlides(4)
  let server: FakeApi | null = null
  const routes = fullApi({
    '/media/puits.png': bytes(png, 'image/png'),
    '/media/feuille.svg': bytes(svg, 'image/svg+xml'),
    '/media/texte.jpg': bytes(Buffer.from('ceci n’est pas une image'), 'image/jpeg'),
    '/api/hero-slides/': (url, req, res) =>
      json([
        { ...one, image_url: `${server!.url}/media/puits.png` },
        { ...two, image_url: null, image: '/media/puits.png' },
        { ...three, image_url: `${server!.url}/media/absente.jpg` },
        { ...four, image_url: '/media/feuille.svg' },
      ])(url, req, res),
    '/api/strategies/': json([{ id: 1, title_fr: 'Eau', image_fr: '/media/texte.jpg' }]),
  })
  server = await startFakeApi(routes)
  const snapshots = await tempDir('snapshots')
  const media = await tempDir('media')
  cleanups.push(server.close, snapshots.remove, media.remove)
  const lines: string[] = []
  const pull = () =>
    runPipeline({
      apiUrl: server!.url,
      snapshotDir: snapshots.dir,
      mediaDir: media.dir,
      retries: 1,
      retryDelayMs: 10,
      log: (line) => lines.push(line),
    })
  const slides = async () =>
    (JSON.parse(await readFile(path.join(snapshots.dir, 'heroSlides.json'), 'utf8')) as { data: Slide[] })
      .data
  return { server, media: media.dir, lines, pull, slides }
}

describe('images', () => {
  it('stores each image once, with its size, and points the records at the local copy', async () => {
    const { server, media, pull, slides } = await setup()
    await pull()
    const [first, second] = await slides()
    const file = `${mediaFileStem(`${server.url}/media/puits.png`)}.png`
    expect(first?.image).toEqual({ src: `/media/${file}`, width: 40, height: 30 })
    // A relative URL is the API's: the same image, downloaded once.
    expect(second?.image).toEqual(first?.image)
    expect(server.hits.get('/media/puits.png')).toBe(1)
    const stored = await sharp(path.join(media, file)).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 40, 30])
  })

  it('keeps the original URL of an image that fails, with a warning', async () => {
    const { server, lines, pull, slides } = await setup()
    await pull()
    const third = (await slides())[2]
    expect(third?.image).toEqual({ src: `${server.url}/media/absente.jpg` })
    expect(server.hits.get('/media/absente.jpg')).toBe(1)
    expect(lines).toContain(
      `warning: image ${server.url}/media/absente.jpg not stored (HTTP 404); the page keeps the original URL`,
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
    const file = `${mediaFileStem(`${server.url}/media/feuille.svg`)}.png`
    expect(fourth?.image).toEqual({ src: `/media/${file}`, width: 20, height: 10 })
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
    expect(lines.at(-1)).toMatch(/images: 0 stored, 2 reused, 2 failed/)
  })
})
