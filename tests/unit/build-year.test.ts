import { describe, expect, it } from 'vitest'
import { getSettings } from '../../src/node/data/content'
import { toLayoutSettings } from '../../src/shared/layout/layout-data'
import { buildYear } from '../../src/shared/lib/build-date'

// The footer's year is the build's (docs/architecture.md#the-build): one date for the whole build.

describe('the build year', () => {
  it("is the year of the build's BUILD_DATE", () => {
    expect(buildYear('2026-11-26')).toBe(2026)
    expect(buildYear('2031-01-01')).toBe(2031)
  })

  it('is this year outside a build, or when BUILD_DATE is not a date', () => {
    const thisYear = new Date().getUTCFullYear()
    expect(buildYear(undefined)).toBe(thisYear)
    expect(buildYear('soon')).toBe(thisYear)
  })

  it("is the frame's copyright year, whatever the settings say", async () => {
    delete process.env.CONTENT_DIR
    const settings = await getSettings()
    expect(toLayoutSettings(settings, 'fr', 2031).copyrightYear).toBe(2031)
    expect(settings).not.toHaveProperty('copyrightYear')
  })
})
