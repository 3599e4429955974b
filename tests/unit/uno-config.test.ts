import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../../uno.config'

// The CSS of every page's first screen is inlined in its HTML: the generator's output is kept short. The
// tests read what the rules do (which declarations a class gets, which colour), not how the text is spelt.

async function css(classes: string): Promise<string> {
  const uno = await createGenerator(config)
  return (await uno.generate(classes, { preflights: true })).css
}

/** The declarations of the flat rule whose selector is exactly `selector`, by property (empty when none). */
function declarations(out: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
  const body = new RegExp(`(?:^|[}\\n])${escaped}\\{([^{}]*)\\}`).exec(out)?.[1] ?? ''
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([property, value]) => property && value !== undefined)
      .map(([property, value]) => [property!, value!]),
  )
}

/** The red, green, blue (0–255) and alpha of a colour written as hex or `rgb()`. */
function rgba(colour: string | undefined): number[] {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(colour ?? '')
  if (hex) return [...hex.slice(1).map((pair) => parseInt(pair, 16)), 1]
  const numbers = (/^rgba?\(([^)]*)\)$/.exec(colour ?? '')?.[1] ?? '').match(/[\d.]+/g)?.map(Number) ?? []
  return numbers.length === 3 ? [...numbers, 1] : numbers
}

const brand = (config.theme as { colors: { brand: Record<number, string> } }).colors.brand

describe('the site CSS', () => {
  it('writes colours plainly, as the theme gives them, opacity variants included', async () => {
    const out = await css('bg-brand-700 text-white hover:bg-brand-800 bg-white/95')
    expect(out).not.toContain('-opacity')
    const background = (selector: string) => declarations(out, selector).get('background-color')
    expect(rgba(background('.bg-brand-700'))).toEqual(rgba(brand[700]))
    expect(rgba(background('.hover\\:bg-brand-800:hover'))).toEqual(rgba(brand[800]))
    expect(rgba(background('.bg-white\\/95'))).toEqual([255, 255, 255, 0.95])
    expect(rgba(declarations(out, '.text-white').get('color'))).toEqual([255, 255, 255, 1])
    // One declaration each: no opacity variable beside the colour.
    expect([...declarations(out, '.bg-brand-700').keys()]).toEqual(['background-color'])
  })

  it('resolves the button shortcuts into the utilities they name', async () => {
    const out = await css('btn-primary')
    const button = declarations(out, '.btn-primary')
    expect(rgba(button.get('background-color'))).toEqual(rgba(brand[700]))
    expect(button.get('border-radius')).toBeTruthy()
    expect(button.get('display')).toBe('inline-flex')
    expect(rgba(declarations(out, '.btn-primary:hover').get('background-color'))).toEqual(rgba(brand[800]))
    // The focus ring only shows for keyboard focus.
    expect(out).toMatch(/\.btn-primary:focus-visible\{[^}]*box-shadow/)
  })

  it('gives elements only the variables of the utilities in use', async () => {
    const out = await css('shadow-sm')
    const root = declarations(out, '*,::before,::after')
    expect(root.has('--un-shadow')).toBe(true)
    expect([...root.keys()].every((name) => /^--un-(ring|shadow)/.test(name))).toBe(true)
    expect(out).not.toContain('--un-rotate')
    expect(out).not.toContain('::backdrop')
    expect(declarations(out, '.shadow-sm').get('box-shadow')).toContain('var(--un-shadow)')
  })

  it('does not take code words for the filter utilities', async () => {
    const out = await css('blur filter')
    expect(out).not.toContain('--un-blur')
    expect(declarations(out, '.blur').size).toBe(0)
    expect(declarations(out, '.filter').size).toBe(0)
  })

  it('writes the typography rules without the not-prose guard', async () => {
    const out = await css('prose')
    expect(out).toMatch(/\.prose\)?\{[^]*:where\(p\)\s*\{[^}]*margin-top/)
    expect(out).not.toContain('not-prose')
  })
})
