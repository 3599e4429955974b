import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { headersFile } from '../../scripts/build/security-headers'
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file'
import { referencedUrls } from '../../scripts/linkcheck'
import { SmartImage } from '../../src/shared/components/SmartImage'
import { responsiveSources } from '../../src/shared/lib/image-variants'
import type { ImageRef } from '../../src/shared/schemas/fields'
import { collectImageRefs } from '../../src/shared/schemas/images'

const withVariants: ImageRef = {
  src: '/media/0123456789abcdef.jpg',
  width: 800,
  height: 600,
  variants: { key: 'a1b2c3d4e5f6', widths: [320, 640, 800], fallback: 'jpg' },
}

function render(props: Partial<Parameters<typeof SmartImage>[0]> & { image: ImageRef | string | null }) {
  return renderToString(
    createElement(SmartImage, {
      fallback: '/images/placeholder.svg',
      alt: '',
      width: 1200,
      height: 675,
      ...props,
    }),
  )
}

describe('SmartImage', () => {
  it('offers the WebP variants first, then the JPEG ones, with sizes, size and lazy loading', () => {
    const html = render({ image: withVariants, sizes: '(min-width: 1024px) 31vw, 100vw' })
    expect(html).toMatch(/^<picture class="contents"><source type="image\/webp"/)
    expect(html).toContain(
      'srcSet="/media/v/a1b2c3d4e5f6-320.webp 320w, /media/v/a1b2c3d4e5f6-640.webp 640w, /media/v/a1b2c3d4e5f6-800.webp 800w"',
    )
    const img = /<img\b[^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('src="/media/0123456789abcdef.jpg"')
    expect(img).toContain('/media/v/a1b2c3d4e5f6-320.jpg 320w')
    expect(img).toContain('sizes="(min-width: 1024px) 31vw, 100vw"')
    expect(img).toContain('width="800"')
    expect(img).toContain('height="600"')
    expect(img).toContain('loading="lazy"')
    expect(img).not.toMatch(/fetchpriority/i)
  })

  it('loads a priority image eagerly and early', () => {
    const img = /<img\b[^>]*>/.exec(render({ image: withVariants, priority: true }))?.[0] ?? ''
    expect(img).toContain('loading="eager"')
    expect(img).toMatch(/fetchPriority="high"/i)
    expect(img).toContain('sizes="100vw"')
  })

  it('keeps a PNG fallback for images with transparency', () => {
    const logo: ImageRef = {
      ...withVariants,
      variants: { key: 'b1b2c3d4e5f6', widths: [320], fallback: 'png' },
    }
    expect(responsiveSources(logo)?.fallback).toBe('/media/v/b1b2c3d4e5f6-320.png 320w')
    expect(responsiveSources(logo)?.fallbackType).toBe('image/png')
  })

  it('renders images without variants (fetched in the browser, or content files) as a plain <img>', () => {
    for (const image of [{ src: 'https://api.example.org/media/a.jpg' }, '/images/pages/theme-eau.svg']) {
      const html = render({ image })
      expect(html).toMatch(/^<img\b/)
      expect(html).not.toMatch(/srcset|<source|<picture/i)
      expect(html).toContain('width="1200"')
      expect(html).toContain('height="675"')
    }
  })

  it('shows the fallback when there is no image', () => {
    expect(render({ image: null })).toContain('src="/images/placeholder.svg"')
  })
})

describe('image refs with variants', () => {
  it('are still found by shape, and malformed variants are not taken for an image', () => {
    const record = {
      image: withVariants,
      thumbnail: { src: '/media/t.jpg', variants: { key: 'not-a-hash', widths: [], fallback: 'gif' } },
    }
    expect(collectImageRefs(record)).toEqual([withVariants])
  })
})

describe('cache headers of the media', () => {
  const rules = parseHeadersFile(headersFile({ apiOrigin: '' }))
  it('keep variants (named after their content) for good, downloaded originals a month', () => {
    expect(headersFor(rules, '/media/v/a1b2c3d4e5f6-320.webp')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(headersFor(rules, '/media/0123456789abcdef.jpg')['Cache-Control']).toBe('public, max-age=2592000')
  })

  it('never match one path with two cache rules (Cloudflare Pages would join their values)', () => {
    for (const pathname of [
      '/media/v/a1b2c3d4e5f6-320.webp',
      '/media/0123456789abcdef.jpg',
      '/assets/x.js',
    ]) {
      const matching = rules.filter((rule) => rule.pattern.test(pathname) && 'Cache-Control' in rule.headers)
      expect(matching, pathname).toHaveLength(1)
    }
  })
})

describe('link check of the variants', () => {
  it('reads the candidates of srcset in any case, and of image preloads', () => {
    const html =
      '<picture><source type="image/webp" srcSet="/media/v/a-320.webp 320w, /media/v/a-640.webp 640w">' +
      '<img src="/media/a.jpg" srcSet="/media/v/a-320.jpg 320w"></picture>' +
      '<link rel="preload" as="image" imagesrcset="/media/v/b-640.webp 640w">'
    expect(referencedUrls(html)).toEqual([
      '/media/v/a-320.webp',
      '/media/v/a-640.webp',
      '/media/a.jpg',
      '/media/v/a-320.jpg',
      '/media/v/b-640.webp',
    ])
  })
})
