import { describe, expect, it } from 'vitest'
import { isIndexable } from '../../scripts/build/built-pages'

describe('isIndexable', () => {
  it.each([
    // As the head manager writes it, with its own attribute first.
    ['<meta data-rh="true" name="robots" content="noindex">', false],
    ['<meta name="robots" content="noindex"/>', false],
    ['<meta name="robots" content="noindex, nofollow">', false],
    ['<meta data-rh="true" name="description" content="noindex pages are left out">', true],
    ['<link rel="canonical" href="https://ahb.example.org/fr">', true],
  ])('%s → %s', (head, expected) => {
    expect(isIndexable(`<!DOCTYPE html><html><head>${head}</head><body></body></html>`)).toBe(expected)
  })
})
