import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { LANGS } from '../../src/shared/i18n/languages'
import { pluralKey, type PluralStem } from '../../src/shared/i18n/plural'
import type { PageTextsId, TextKey } from '../../src/shared/i18n/text-keys'
import {
  getLoadedDictionary,
  loadDictionary,
  translate,
  type Translate,
} from '../../src/shared/i18n/translate'

/**
 * The dictionary's keys are types: `tsc` (npm run typecheck, which covers this file) fails on a key the French
 * dictionary does not hold. Each `@ts-expect-error` below is itself checked: were the key accepted, the unused
 * directive would fail the type check.
 */

const translator = (lang: (typeof LANGS)[number]): Translate => {
  const dictionary = getLoadedDictionary(lang)
  return (key, vars) => translate(dictionary, key, vars)
}

beforeAll(async () => {
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
})

describe('dictionary keys', () => {
  it('are the French dictionary’s keys, not any string', () => {
    expectTypeOf<'nav.home'>().toExtend<TextKey>()
    expectTypeOf<'comments.counter.one'>().toExtend<TextKey>()
    expectTypeOf<string>().not.toExtend<TextKey>()
    expectTypeOf<Translate>().parameter(0).toEqualTypeOf<TextKey>()
  })

  it('fail the type check when misspelt, and show as the key at run time', () => {
    const t = translator('fr')
    expect(t('nav.home')).toBe('Accueil')
    // @ts-expect-error -- a misspelt key is not a TextKey
    expect(t('nav.hom')).toBe('nav.hom')
    // @ts-expect-error -- nor is a key the French dictionary lacks
    expect(translator('en')('nav.homePage')).toBe('nav.homePage')
  })

  it('type the keys built from an id', () => {
    expectTypeOf<'news' | 'about' | 'donate'>().toExtend<PageTextsId>()
    // @ts-expect-error -- `page.nope.title` is not in the dictionary
    const unknownPage: PageTextsId = 'nope'
    expect(unknownPage).toBe('nope')

    expectTypeOf<'comments.counter' | 'news.results.count'>().toExtend<PluralStem>()
    // @ts-expect-error -- `comments.counter.unknown` has no singular and plural
    expect(pluralKey('comments.counter.unknown', 1, 'fr')).toBe('comments.counter.unknown.one')
  })

  it.each([
    ['fr', 0, 'comments.counter.one'],
    ['fr', 1, 'comments.counter.one'],
    ['fr', 2, 'comments.counter.other'],
    ['en', 0, 'comments.counter.other'],
    ['en', 1, 'comments.counter.one'],
    ['en', 5, 'comments.counter.other'],
  ] as const)('plural form in %s of %i is %s', (lang, count, key) => {
    expect(pluralKey('comments.counter', count, lang)).toBe(key)
  })
})
