import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { FetchedContent } from '../../src/components/FetchedContent'
import type { BlockState } from '../../src/data/useBlockData'
import { I18nProvider } from '../../src/i18n/I18nProvider'
import type { Lang } from '../../src/i18n/languages'
import { loadDictionary } from '../../src/i18n/translate'

// The states of the pages fetched at run time (docs/behaviour.md#states), rendered as the prerenderer and the
// browser render them. The end-to-end tests reach loading and error through the real back-end; this also
// covers "no data", which the reference back-end cannot be made to answer.

function render(
  lang: Lang,
  state: BlockState,
  data: string | null,
  extra: Record<string, string> = {},
): string {
  const element = createElement(FetchedContent<string>, {
    state,
    data,
    onRetry: () => undefined,
    children: (value: string): ReactNode => createElement('p', { 'data-page': '' }, value),
    ...extra,
  })
  return renderToStaticMarkup(createElement(I18nProvider, { lang, children: element }))
}

beforeAll(async () => {
  await Promise.all([loadDictionary('fr'), loadDictionary('en')])
})

describe('FetchedContent', () => {
  it('shows the spinner with "Chargement..." while loading', () => {
    const html = render('fr', 'loading', null)
    expect(html).toContain('role="status"')
    expect(html).toContain('Chargement...')
    expect(html).not.toContain('data-page')
  })

  it('shows the page error with its title and the retry button', () => {
    const html = render('fr', 'error', null)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Erreur de chargement')
    expect(html).toContain('Erreur lors du chargement de la page')
    expect(html).toMatch(/<button[^>]*>.*Réessayer<\/button>/)
  })

  it('says "Aucune donnée disponible" when there is nothing to show', () => {
    expect(render('fr', 'empty', null)).toContain('Aucune donnée disponible')
    expect(render('en', 'empty', null)).toContain('No data available')
    // 'ready' without data cannot show a page either.
    expect(render('fr', 'ready', null)).toContain('Aucune donnée disponible')
  })

  it('uses the messages of the team page when given', () => {
    const team = {
      errorMessage: "Erreur lors du chargement de l'équipe",
      emptyMessage: "Aucun membre d'équipe disponible",
    }
    expect(render('fr', 'error', null, team)).toContain('Erreur lors du chargement de l&#x27;équipe')
    expect(render('fr', 'empty', null, team)).toContain('Aucun membre d&#x27;équipe disponible')
  })

  it('renders the page once the data is there', () => {
    const html = render('fr', 'ready', 'Notre histoire')
    expect(html).toBe('<p data-page="">Notre histoire</p>')
  })
})
