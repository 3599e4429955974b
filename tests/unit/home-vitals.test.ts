import { describe, expect, it } from 'vitest'
import { describeVitals, HOME_VITALS_BUDGET, type Vitals } from '../../scripts/bench/home-vitals'

const hero: Vitals = { lcp: 1800, lcpElement: 'IMG /images/hero.webp', cls: 0 }

// The home page's timing budget is printed by `npm run bench`, not asserted by the test run: the verdict it
// prints is checked here.
describe("the bench's verdict on the home page's vitals", () => {
  it("keeps the home page's loading budget (2.5 s, no shift)", () => {
    expect(HOME_VITALS_BUDGET).toEqual({ lcpMs: 2500, cls: 0 })
  })

  it.each<[string, Vitals[], string[]]>([
    ['five runs within budget', Array(5).fill(hero), []],
    [
      'a median over 2.5 s',
      [1000, 2600, 2700, 2400, 2900].map((lcp) => ({ ...hero, lcp })),
      ['LCP median 2600 ms'],
    ],
    ['one slow run out of five', [1000, 9000, 1200, 1100, 1300].map((lcp) => ({ ...hero, lcp })), []],
    ['one shift in one run', [hero, { ...hero, cls: 0.01 }, hero], ['a layout shift']],
    [
      'a text block as largest paint',
      [hero, { ...hero, lcpElement: 'H1 ' }, hero],
      ['a largest paint that is not an image'],
    ],
    ['no paint at all', [{ ...hero, lcp: 0 }], ['LCP median 0 ms']],
  ])('%s', (_case, runs, misses) => {
    expect(describeVitals('/fr', runs).misses).toEqual(misses)
  })

  it('prints the median, every run and the element', () => {
    const { line } = describeVitals(
      '/en',
      [2100, 1900, 2000].map((lcp) => ({ ...hero, lcp })),
    )
    expect(line).toBe(
      '/en: LCP median 2000 ms (runs 1900, 2000, 2100 ms) on IMG /images/hero.webp; CLS 0.0000, 0.0000, 0.0000',
    )
  })
})
