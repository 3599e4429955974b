import { createGenerator } from 'unocss'
import { describe, expect, it } from 'vitest'
import config from '../../uno.config'

// The CSS of every page's first screen is inlined in its HTML: the generator's output is kept short.

async function css(classes: string): Promise<string> {
  const uno = await createGenerator(config)
  return (await uno.generate(classes, { preflights: true })).css
}

describe('the site CSS', () => {
  it('writes colours plainly, opacity variants included', async () => {
    const out = await css('bg-brand-700 text-white hover:bg-brand-800 ring-accent-500 bg-white/95')
    expect(out).not.toContain('-opacity')
    expect(out).toMatch(/\.bg-brand-700\{background-color:rgb\(7 87 140\);\}/)
    expect(out).toMatch(/\.bg-white\\\/95\{background-color:rgb\(255 255 255 \/ 0\.95\);\}/)
  })

  it('gives elements only the variables of the utilities in use', async () => {
    const out = await css('shadow-sm')
    expect(out).toContain('--un-shadow:0 0')
    expect(out).not.toContain('--un-rotate')
    expect(out).not.toContain('::backdrop')
  })

  it('does not take code words for the filter utilities', async () => {
    const out = await css('blur filter')
    expect(out).not.toContain('--un-blur')
  })

  it('writes the typography rules without the not-prose guard', async () => {
    const out = await css('prose')
    expect(out).toContain(':where(p)')
    expect(out).not.toContain('not-prose')
  })
})
