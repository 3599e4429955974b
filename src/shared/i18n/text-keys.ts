import type { DictionaryArea } from './areas'
import type careers from './dictionaries/fr/careers'
import type comments from './dictionaries/fr/comments'
import type common from './dictionaries/fr/common'
import type contact from './dictionaries/fr/contact'
import type donate from './dictionaries/fr/donate'
import type home from './dictionaries/fr/home'
import type news from './dictionaries/fr/news'
import type notFound from './dictionaries/fr/notFound'
import type organisation from './dictionaries/fr/organisation'
import type pages from './dictionaries/fr/pages'
import type search from './dictionaries/fr/search'
import type shared from './dictionaries/fr/shared'
import type staticTexts from './dictionaries/fr/static'

/** Lists one French module per area: an area added to areas.ts and not here fails the type check. */
type EveryArea<T extends Record<DictionaryArea, object>> = T

/** The French dictionary, area by area: it is the reference (each English file `satisfies` its keys). */
type FrenchAreas = EveryArea<{
  careers: typeof careers
  comments: typeof comments
  common: typeof common
  contact: typeof contact
  donate: typeof donate
  home: typeof home
  news: typeof news
  notFound: typeof notFound
  organisation: typeof organisation
  pages: typeof pages
  search: typeof search
  shared: typeof shared
  static: typeof staticTexts
}>

/** The keys of one area of the dictionary. */
export type AreaKey<A extends DictionaryArea> = keyof FrenchAreas[A] & string

/** Every key of the dictionary: a text asked for by a key that is not one of these fails `tsc`. */
export type TextKey = { [A in DictionaryArea]: AreaKey<A> }[DictionaryArea]

/** The ids `x` of keys `${Prefix}x${Suffix}` (the texts of one thing, named by its id). */
type IdsBetween<Prefix extends string, Suffix extends string> = TextKey extends infer Key
  ? Key extends `${Prefix}${infer Id}${Suffix}`
    ? Id
    : never
  : never

/** The ids `x` for which `${Prefix}x${s}` is a key for every suffix `s` of `Suffixes`. */
export type IdsWithKeys<Prefix extends string, Suffixes extends string> = {
  [Id in IdsBetween<Prefix, Suffixes>]: `${Prefix}${Id}${Suffixes}` extends TextKey ? Id : never
}[IdsBetween<Prefix, Suffixes>]

/** The screens whose title, meta description and hero subtitle are `page.<id>.title|description|subtitle`. */
export type PageTextsId = IdsWithKeys<'page.', '.title' | '.description' | '.subtitle'>
