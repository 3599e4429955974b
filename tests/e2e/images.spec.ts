import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, waitForApp } from './support/fixtures'
import { builtPageHtml, builtPagePaths } from './support/pages'
import { E2E_SNAPSHOT_DIR } from './support/paths'

/** Responsive images: sizes in every built page, WebP variants chosen by the browser, fallbacks. */

const VARIANT = /\/media\/v\/[0-9a-f]{12}-(\d+)\.webp$/

// What these two check is in the built HTML, read from the files the server sends as they are; each finding is
// a line naming its page, so one failed run lists them all.
test('every image of every built page has a width and a height; stored ones offer their variants', () => {
  let pictures = 0
  const found: string[] = []
  for (const pagePath of builtPagePaths()) {
    const html = builtPageHtml(pagePath)
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      if (!/\swidth="\d+"/i.test(img)) found.push(`${pagePath}: no width: ${img}`)
      if (!/\sheight="\d+"/i.test(img)) found.push(`${pagePath}: no height: ${img}`)
    }
    // (React writes `srcSet`: attribute names are case-insensitive in HTML.)
    for (const picture of html.match(/<picture\b.*?<\/picture>/g) ?? []) {
      pictures++
      if (!/<source type="image\/webp" srcset="[^"]+ \d+w"[^>]* sizes="[^"]+"/i.test(picture))
        found.push(`${pagePath}: no WebP variants: ${picture}`)
      if (!/<img\b[^>]* srcset="[^"]+\.(jpg|png) \d+w"[^>]* sizes="[^"]+"/i.test(picture))
        found.push(`${pagePath}: no fallback variants: ${picture}`)
    }
  }
  expect(found).toEqual([])
  // The home pages alone show dozens of stored images.
  expect(pictures).toBeGreaterThan(40)
})

test("no image of a built page points at the back-end's host: the build stores it, or drops it", () => {
  const snapshot = JSON.parse(readFileSync(path.join(E2E_SNAPSHOT_DIR, 'partners.json'), 'utf8')) as {
    source: string
  }
  const apiHost = new URL(snapshot.source).host
  const found: string[] = []
  for (const pagePath of builtPagePaths()) {
    for (const tag of builtPageHtml(pagePath).match(/<(img|source)\b[^>]*>/g) ?? []) {
      if (tag.includes(apiHost)) found.push(`${pagePath}: the back-end's host: ${tag}`)
      // Every image says what it shows, or that it is decorative (alt="").
      if (tag.startsWith('<img') && !/\salt="[^"]*"/.test(tag)) found.push(`${pagePath}: no alt: ${tag}`)
    }
  }
  expect(found).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1, isMobile: true })

  test('the browser loads WebP variants sized for the screen, never the originals', async ({ page }) => {
    const images: { url: string; type: string }[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        images.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '' })
    })
    await page.goto('/fr')
    await waitForApp(page)
    const hero = page.locator('[data-slide="1"] img')
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy()
    // 375 CSS pixels at density 1: the 640 px variant, the first one wide enough.
    expect(await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /-640\.webp$/,
    )

    const card = page.locator('[data-enlarge] img').first()
    await card.scrollIntoViewIfNeeded()
    await expect
      .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy()
    const cardWidth = Number(
      VARIANT.exec(await card.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1],
    )
    expect(cardWidth).toBeGreaterThanOrEqual(320)
    expect(cardWidth).toBeLessThanOrEqual(640)

    const stored = images.filter((image) => image.url.startsWith('/media/'))
    expect(stored.length).toBeGreaterThan(1)
    for (const image of stored) {
      // Partner logos are plain images of their own; everything else comes as a WebP variant.
      if (!image.url.startsWith('/media/v/')) continue
      expect(image.url).toMatch(VARIANT)
      expect(image.type).toBe('image/webp')
    }
    expect(stored.filter((image) => /^\/media\/[0-9a-f]{16}\.jpg$/.test(image.url))).toEqual([])
  })

  test('the hero preload asks for the very variant the slide shows', async ({ page }) => {
    await page.goto('/fr')
    const preload = page.locator('head link[rel="preload"][as="image"]')
    await expect(preload).toHaveCount(1)
    await expect(preload).toHaveAttribute('type', 'image/webp')
    await expect(preload).toHaveAttribute('imagesizes', '100vw')
    const source = page.locator('[data-slide="1"] source[type="image/webp"]')
    expect(await preload.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'))
  })
})

test('a variant that fails switches the whole picture to the fallback image', async ({ page }) => {
  await page.route(/\/media\/v\//, (route) => route.fulfill({ status: 404, body: '' }))
  await page.goto('/fr')
  await waitForApp(page)
  const slide = page.locator('[data-slide="1"]')
  await expect(slide.locator('img')).toHaveAttribute('src', '/slides/slide1.jpg')
  // Its WebP source offers the fallback too (attributes change, not nodes: the slide may be part of an island).
  await expect(slide.locator('source')).toHaveCount(1)
  await expect(slide.locator('source')).toHaveAttribute('srcset', '/slides/slide1.jpg')
  expect(await slide.locator('img').getAttribute('srcset')).toBeNull()
  await expect
    .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
})
