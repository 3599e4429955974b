import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { BuiltContent } from '../../src/shared/components/BuiltContent'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import type { Lang } from '../../src/shared/i18n/languages'
import { loadDictionary } from '../../src/shared/i18n/translate'

// The states of the pages drawn from one snapshot (docs/behaviour.md#states), as the prerenderer writes them:
// the build had no snapshot, the record holds nothing, or the page itself.

function render(lang: Lang, data: string | null, extra: Record<string, string> = {}): string {
  const element = createElement(BuiltContent<string>, {
    data,
    isEmpty: (value: string) => value === '',
    children: (value: string): ReactNode => createElement('p', { 'data-page': '' }, value),
    ...extra,
  })
  return renderToStaticMarkup(createElement(I18nProvider, { lang, children: element }))
}

beforeAll(async () => {
  await Promise.all([loadDictionary('fr'), loadDictionary('en')])
})

describe('BuiltContent', () => {
  it('shows the page error with its title, and no retry, when the build had no snapshot', () => {
    const html = render('fr', null)
    expect(html).toContain('role="alert"')
    expect(html).toContain('Erreur de chargement')
    expect(html).toContain('Erreur lors du chargement de la page')
    expect(html).not.toContain('<button')
    expect(html).not.toContain('role="status"')
    expect(render('en', null)).toContain('The page could not be loaded')
  })

  it('says "Aucune donnée disponible" when the record holds nothing', () => {
    expect(render('fr', '')).toContain('Aucune donnée disponible')
    expect(render('en', '')).toContain('No data available')
  })

  it('uses the messages of the team page when given', () => {
    const team = {
      errorMessage: "Erreur lors du chargement de l'équipe",
      emptyMessage: "Aucun membre d'équipe disponible",
    }
    expect(render('fr', null, team)).toContain('Erreur lors du chargement de l&#x27;équipe')
    expect(render('fr', '', team)).toContain('Aucun membre d&#x27;équipe disponible')
  })

  it('renders the page when the record has content', () => {
    expect(render('fr', 'Notre histoire')).toBe('<p data-page="">Notre histoire</p>')
  })
})
