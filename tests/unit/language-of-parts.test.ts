import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { ArticleCard } from '../../src/shared/components/ArticleCard'
import { FrenchOnlyNotice } from '../../src/shared/components/FrenchOnlyNotice'
import { PartText, SentenceWith, TEXT_SLOT } from '../../src/shared/components/PartText'
import { RichText } from '../../src/shared/components/RichText'
import { SectionHeading } from '../../src/shared/components/SectionHeading'
import { toArticleCardView } from '../../src/shared/components/article-card-view'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import type { Lang } from '../../src/shared/i18n/languages'
import { localizeIn, localText, textOr } from '../../src/shared/i18n/localize'
import { loadDictionary } from '../../src/shared/i18n/translate'
import type { Article } from '../../src/shared/schemas/api'

function render(element: ReactElement, lang: Lang): string {
  return renderToString(
    createElement(
      MemoryRouter,
      { initialEntries: [`/${lang}`] },
      createElement(I18nProvider, { lang, children: element }),
    ),
  )
}

beforeAll(async () => {
  await Promise.all([loadDictionary('fr'), loadDictionary('en')])
})

describe('a record’s text carries its language when it is not the page’s (docs/behaviour.md#languages)', () => {
  it.each([
    ['a French page', { fr: 'Eau', en: 'Water' }, 'fr', { text: 'Eau' }],
    ['an English page with English', { fr: 'Eau', en: 'Water' }, 'en', { text: 'Water' }],
    ['an English page without English', { fr: 'Eau' }, 'en', { text: 'Eau', lang: 'fr' }],
    ['an English page with blank English', { fr: 'Eau', en: '  ' }, 'en', { text: 'Eau', lang: 'fr' }],
    ['an English page, nothing in either language', { fr: '', en: '' }, 'en', { text: '' }],
  ] as const)('%s', (_case, value, lang, expected) => {
    expect(localText(value, lang)).toEqual(expected)
  })

  it('marks a whole list shown in French on an English page, and the interface’s own text never', () => {
    expect(localizeIn({ fr: ['a'], en: [] }, 'en')).toEqual({ value: ['a'], lang: 'fr' })
    expect(localizeIn({ fr: ['a'], en: ['b'] }, 'en')).toEqual({ value: ['b'] })
    expect(textOr(localText({ fr: '' }, 'en'), 'Our vision')).toEqual({ text: 'Our vision' })
    expect(textOr(localText({ fr: 'Vision' }, 'en'), 'Our vision')).toEqual({ text: 'Vision', lang: 'fr' })
  })
})

describe('components put the language on the element holding the text', () => {
  const french = { text: 'Groupes d’épargne', lang: 'fr' } as const

  it('headings, rich text and inline texts', () => {
    expect(render(createElement(SectionHeading, { title: french }), 'en')).toMatch(
      /<h2 lang="fr"[^>]*>Groupes d’épargne<\/h2>/,
    )
    expect(render(createElement(RichText, { html: { text: '<p>Texte</p>', lang: 'fr' } }), 'en')).toMatch(
      /<div lang="fr"[^>]*><p>Texte<\/p><\/div>/,
    )
    expect(render(createElement(PartText, { value: french }), 'en')).toBe(
      '<span lang="fr">Groupes d’épargne</span>',
    )
    // The page's own text, or a record's in the page's language, gets no attribute.
    expect(render(createElement(SectionHeading, { title: { text: 'Savings groups' } }), 'en')).not.toContain(
      'lang=',
    )
  })

  it('a sentence of the page around a record’s text keeps each in its language', () => {
    const html = render(
      createElement(SentenceWith, { sentence: `Read more about ${TEXT_SLOT}.`, part: french }),
      'en',
    )
    expect(html).toBe('Read more about <span lang="fr">Groupes d’épargne</span>.')
  })

  it('an article card on an English page marks the French of an untranslated article', () => {
    const article: Article = {
      id: 1,
      slug: 'epargne',
      title: { fr: 'Groupes d’épargne', en: '' },
      description: { fr: '<p>Les membres cotisent chaque semaine.</p>' },
      cover: null,
      publishedAt: null,
      authorName: null,
      category: null,
      categoryInfo: null,
    }
    const html = render(
      createElement(ArticleCard, {
        article: toArticleCardView(article, 'en'),
        look: 'news',
        readMore: 'Read more',
        readMoreName: `Read more about ${TEXT_SLOT}`,
      }),
      'en',
    )
    expect(html).toMatch(/<h3 lang="fr"[^>]*><a [^>]*>Groupes d’épargne<\/a><\/h3>/)
    expect(html).toMatch(/<p lang="fr"[^>]*>Les membres cotisent chaque semaine.<\/p>/)
    expect(html).toContain('Read more about <span lang="fr">Groupes d’épargne</span>')
  })

  it('the one-line notice shows only above a main text in French on a page of another language', () => {
    const notice = (main: { text: string; lang?: Lang }, lang: Lang) =>
      render(createElement(FrenchOnlyNotice, { main, kind: 'article' }), lang)
    expect(notice({ text: '<p>Texte</p>', lang: 'fr' }, 'en')).toContain(
      'This article is available in French only.',
    )
    expect(notice({ text: '<p>Text</p>' }, 'en')).toBe('')
    expect(notice({ text: '<p>Texte</p>' }, 'fr')).toBe('')
  })
})
