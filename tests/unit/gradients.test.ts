import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../../uno.config'
import { Icon } from '../../src/shared/components/Icon'
import { gradientOf } from '../../src/shared/schemas/fields'
import { themeFrontmatterSchema } from '../../src/shared/schemas/content'
import { DEFAULT_GRADIENT, GRADIENT_CLASSES, GRADIENTS, toGradient } from '../../src/shared/schemas/gradients'
import { DEFAULT_ICON, ICON_NAMES, toIconName } from '../../src/shared/schemas/icons'

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file))
}

/** Every `gradient:` and `icon:` value written in the reference back-end's seed and in content/. */
function valuesOf(field: 'gradient' | 'icon'): Set<string> {
  const values = new Set<string>()
  const seed = new RegExp(`\\b${field}: '([^']+)'`, 'g')
  for (const file of filesUnder('server/seed', /\.ts$/)) {
    for (const [, value] of readFileSync(file, 'utf8').matchAll(seed)) values.add(value!)
  }
  const frontmatter = new RegExp(`^${field}: *(.+)$`, 'gm')
  for (const file of filesUnder('content', /\.md$/)) {
    for (const [, value] of readFileSync(file, 'utf8').matchAll(frontmatter)) values.add(value!.trim())
  }
  return values
}

describe('the allowed gradients', () => {
  it.each([
    ['from-cyan-500 to-teal-700', 'from-cyan-500 to-teal-700'],
    ['  FROM-amber-500   to-orange-600 ', 'from-amber-500 to-orange-600'],
    // Same starting hue, other shades or end colour.
    ['from-cyan-400 to-teal-600', 'from-cyan-500 to-teal-700'],
    ['from-rose-300 via-pink-500 to-fuchsia-700', 'from-rose-500 to-red-700'],
    ['emerald', 'from-emerald-500 to-green-700'],
    // No allowed gradient starts with lime: the first one ending with the same hue.
    ['from-lime-500 to-purple-600', 'from-violet-500 to-purple-700'],
    // Nothing in common, or nothing at all.
    ['from-lime-500 to-yellow-600', DEFAULT_GRADIENT],
    ['', DEFAULT_GRADIENT],
    [null, DEFAULT_GRADIENT],
    [undefined, DEFAULT_GRADIENT],
    [42, DEFAULT_GRADIENT],
    [{ from: 'sky' }, DEFAULT_GRADIENT],
  ])('maps %j to %s', (value, expected) => {
    expect(toGradient(value)).toBe(expected)
  })

  it.each([
    '"><script>alert(1)</script>',
    'from-sky-500 to-blue-700" onmouseover="alert(1)',
    'from-sky-500 to-blue-700; background:url(//evil.example/x)',
    'bg-[url(javascript:alert(1))] from-[#f00]',
    'to-blue-700 '.repeat(10_000),
    'from-sky-500\nto-blue-700\u0000',
  ])('maps hostile text to an allowed gradient (case %#)', (value) => {
    expect(GRADIENTS).toContain(toGradient(value))
  })

  it('is what the API schemas keep', () => {
    expect(gradientOf('from-violet-400 to-purple-600')).toBe('from-violet-500 to-purple-700')
    expect(gradientOf(null)).toBe(DEFAULT_GRADIENT)
  })

  it('is what the content frontmatter keeps: one of the list the CMS offers by name', () => {
    const theme = {
      title: 'Eau',
      description: 'Eau potable',
      image: '/images/pages/eau-potable.svg',
      icon: 'Droplets',
      order: 1,
    }
    for (const gradient of GRADIENTS)
      expect(themeFrontmatterSchema.parse({ ...theme, gradient }).gradient).toBe(gradient)
    // Anything else is an editor's mistake, which the CMS's list prevents and the loader names.
    for (const gradient of ['from-sky-400 to-blue-900', 'pink', 'from-sky-500 to-blue-700" onload="x'])
      expect(themeFrontmatterSchema.safeParse({ ...theme, gradient }).success).toBe(false)
  })

  it('all have CSS, from the safelist alone', async () => {
    const uno = await createGenerator(config)
    const { css } = await uno.generate('', { preflights: false })
    for (const name of GRADIENT_CLASSES) {
      expect(css, name).toContain(`.${name}{`)
    }
    expect(new Set(GRADIENTS.flatMap((gradient) => gradient.split(' ')))).toEqual(new Set(GRADIENT_CLASSES))
  })

  it('hold every gradient of the seed and content/', () => {
    const used = valuesOf('gradient')
    expect(used.size).toBeGreaterThan(5)
    for (const gradient of used) expect(GRADIENTS, gradient).toContain(gradient)
  })
})

describe('the recognised icons', () => {
  it('hold every icon of the seed and content/', () => {
    const used = valuesOf('icon')
    expect(used.size).toBeGreaterThan(5)
    for (const name of used) expect(ICON_NAMES, name).toContain(name)
  })

  it.each(ICON_NAMES)('draws %s with its own icon', (name) => {
    const markup = renderToStaticMarkup(createElement(Icon, { name }))
    expect(markup).toMatch(/^<svg [^>]*class="lucide lucide-[a-z-]+[^"]*"/)
    if (name !== DEFAULT_ICON) {
      expect(markup).not.toBe(renderToStaticMarkup(createElement(Icon, { name: DEFAULT_ICON })))
    }
  })

  it('draws the default icon for an unknown or missing name', () => {
    const fallback = renderToStaticMarkup(createElement(Icon, { name: DEFAULT_ICON }))
    expect(fallback).toContain('lucide-heart-handshake')
    for (const name of ['Rocket', '', null, undefined, '<script>']) {
      expect(renderToStaticMarkup(createElement(Icon, { name }))).toBe(fallback)
    }
    expect(toIconName('heart-pulse')).toBe('HeartPulse')
  })
})
