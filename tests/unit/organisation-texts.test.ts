import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nProvider } from '../../src/shared/i18n/I18nProvider'
import { LANGS, type Lang } from '../../src/shared/i18n/languages'
import { loadDictionary } from '../../src/shared/i18n/translate'
import { StrategicPlansSection } from '../../src/pages/About/StrategicPlansSection'
import { ApplySection } from '../../src/pages/Careers/ApplySection'
import { ExploreLinks } from '../../src/pages/Careers/ExploreLinks'
import { DocumentList } from '../../src/pages/Documents/DocumentList'
import { KeyFiguresBand } from '../../src/pages/Home/KeyFiguresBand'
import { ReasonsSection } from '../../src/pages/Careers/ReasonsSection'
import { VolunteeringSection } from '../../src/pages/Careers/VolunteeringSection'
import { BankTransferSection } from '../../src/pages/Donate/BankTransferSection'
import { CardPaymentSection } from '../../src/pages/Donate/CardPaymentSection'
import { EngagementSection } from '../../src/pages/Donate/EngagementSection'
import { SafetyWarning } from '../../src/pages/Donate/SafetyWarning'
import { JoinUsSection } from '../../src/pages/Team/JoinUsSection'
import { ValuesSection } from '../../src/pages/Team/ValuesSection'

// The blocks whose texts come only from the dictionary, some by keys built from ids (`careers.reason.${id}`):
// the type checker knows the keys exist; this checks that each block renders them in both languages.

const contact = { phone: '+229 01 97 45 32 18', email: 'contact@ahb-benin.org', city: 'Cotonou' }

const BLOCKS: Record<string, ComponentType> = {
  StrategicPlansSection,
  ValuesSection,
  JoinUsSection,
  VolunteeringSection,
  ReasonsSection,
  ExploreLinks,
  ApplySection: () => createElement(ApplySection, { contact }),
  KeyFiguresBand: () =>
    createElement(KeyFiguresBand, { figures: [{ value: '85 000', label: 'Personnes touchées' }] }),
  DocumentList: () =>
    createElement(DocumentList, {
      documents: [
        {
          title: 'Statuts',
          description: 'Les statuts de l’association.',
          date: '2022-06-18',
          href: '/documents/statuts-ahb.pdf',
          fileLang: 'fr',
          format: 'PDF',
          bytes: 2393,
        },
      ],
    }),
  EngagementSection: () =>
    createElement(EngagementSection, {
      data: {
        fundedProjects: '10',
        figures: [{ icon: 'Users', value: '85 000', label: 'Bénéficiaires' }],
      },
    }),
  SafetyWarning,
  BankTransferSection: () =>
    createElement(BankTransferSection, {
      account: {
        accountHolder: 'Association Humanitaire du Bénin',
        bank: 'Banque Solidaire du Bénin',
        iban: 'BJ78 BJ25 1010 3200 3615 8429 0748',
        bic: 'BSOLBJBJ',
        reference: 'DON AHB',
      },
      email: 'contact@ahb-benin.org',
    }),
  CardPaymentSection: () => createElement(CardPaymentSection, { card: { provider: 'none' } }),
}

function render(lang: Lang, block: ComponentType): string {
  const page = createElement(I18nProvider, { lang, children: createElement(block) })
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [`/${lang}`], children: page }))
}

const KEY =
  /\b(?:about|mission|history|team|careers|contact|contactInfo|donate|documents|home|static|projects|nav|state)\.[a-zA-Z]+/

beforeAll(async () => {
  await Promise.all(LANGS.map((lang) => loadDictionary(lang)))
})

describe.each(LANGS)('dictionary-only blocks in %s', (lang) => {
  it.each(Object.entries(BLOCKS))('%s shows texts, not keys', (_name, block) => {
    const html = render(lang, block)
    const text = html.replace(/<[^>]+>/g, ' ')
    expect(text).not.toMatch(KEY)
    expect(text.trim().length).toBeGreaterThan(0)
  })

  it('links stay in the language of the page', () => {
    const html = Object.values(BLOCKS)
      .map((block) => render(lang, block))
      .join('')
    // Pages, not files: a document to download has one address whatever the language.
    const internal = Array.from(html.matchAll(/href="(\/[^"]*)"/g), (match) => match[1]!).filter(
      (href) => !/\.pdf$/.test(href),
    )
    expect(internal.length).toBeGreaterThan(0)
    expect(internal.filter((href) => href !== `/${lang}` && !href.startsWith(`/${lang}/`))).toEqual([])
  })
})
