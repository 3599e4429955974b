import { beforeAll, describe, expect, it } from 'vitest'
import { HISTORY_PAGE } from '../../server/seed/pages/history'
import { getSettings, type Settings } from '../../src/node/data/content'
import { formatFigure } from '../../src/shared/lib/facts'

// The site's routes without language prefix (docs/behaviour.md#routes); footer links may only point there
// (docs/behaviour.md#links-to-existing-routes).
const SITE_ROUTES = [
  '/contact',
  '/about',
  '/mission',
  '/historique',
  '/equipe',
  '/don',
  '/carriere',
  '/documents',
  '/actualites',
  '/projets',
  '/publications',
  '/confidentialite',
]

let settings: Settings

beforeAll(async () => {
  delete process.env.CONTENT_DIR
  settings = await getSettings()
})

describe('content/settings.yaml', () => {
  it('names the organisation in both languages', () => {
    expect(settings.organisation.shortName).toBe('AHB')
    expect(settings.organisation.name).toEqual({
      fr: 'Association Humanitaire du Bénin',
      en: 'Benin Humanitarian Association',
    })
    expect(settings.banner.fr).not.toBe(settings.banner.en)
  })

  it('gives contact details in Cotonou with the opening hours of docs/behaviour.md#contact', () => {
    const { contact } = settings
    expect(contact.address.city).toBe('Cotonou')
    expect(contact.phone).toMatch(/^\+229 01( \d{2}){4}$/)
    expect(contact.phone.replace(/\D/g, '')).toHaveLength(13)
    expect(contact.email).toBe('contact@ahb-benin.org')
    expect(contact.hours.map((h) => [h.days.en, h.opens, h.closes])).toEqual([
      ['Monday to Friday', '08:00', '18:00'],
      ['Saturday', '09:00', '13:00'],
    ])
  })

  it('points the map at Cotonou on OpenStreetMap', () => {
    const embed = new URL(settings.contact.map.embedUrl)
    const link = new URL(settings.contact.map.linkUrl)
    expect(embed.hostname).toBe('www.openstreetmap.org')
    expect(link.hostname).toBe('www.openstreetmap.org')
    const [lat, lon] = (embed.searchParams.get('marker') ?? '').split(',').map(Number)
    // Cotonou lies around 6.35–6.40 N, 2.35–2.47 E.
    expect(lat).toBeGreaterThan(6.33)
    expect(lat).toBeLessThan(6.41)
    expect(lon).toBeGreaterThan(2.33)
    expect(lon).toBeLessThan(2.48)
    const [west, south, east, north] = (embed.searchParams.get('bbox') ?? '').split(',').map(Number)
    expect(west).toBeLessThan(lon ?? 0)
    expect(east).toBeGreaterThan(lon ?? 0)
    expect(south).toBeLessThan(lat ?? 0)
    expect(north).toBeGreaterThan(lat ?? 0)
    expect(link.searchParams.get('mlat')).toBe(String(lat?.toFixed(4)))
  })

  it('lists the seven social networks, some of them without address', () => {
    expect(settings.social.map((s) => s.network)).toEqual([
      'facebook',
      'x',
      'linkedin',
      'instagram',
      'youtube',
      'whatsapp',
      'tiktok',
    ])
    const withUrl = settings.social.filter((s) => s.url)
    expect(withUrl.length).toBeGreaterThan(0)
    expect(withUrl.length).toBeLessThan(settings.social.length)
    for (const link of withUrl) expect(link.url).toMatch(/^https:\/\//)
  })

  it('has the footer groups of docs/behaviour.md#footer', () => {
    const { footer } = settings
    expect(Object.keys(footer)).toEqual(['association', 'resources', 'gatherings', 'legal'])
    expect(footer.association.map((s) => s.href)).toEqual([
      '/about',
      '/mission',
      '/historique',
      '/equipe',
      '/carriere',
    ])
    expect(footer.resources.map((s) => s.href)).toEqual([
      '/publications',
      '/documents',
      '/actualites',
      '/don',
      '/contact',
    ])
    expect(footer.gatherings.every((s) => s.href === undefined)).toBe(true)
    // Each says when it takes place, so it reads as an appointment and not as a dead link.
    expect(footer.gatherings.every((s) => s.when.fr && s.when.en)).toBe(true)
    expect(footer.legal.map((s) => s.href)).toEqual(['/confidentialite'])
  })

  it('only links footer items to routes of the site, and leaves some as plain text', () => {
    const items = Object.values(settings.footer).flat()
    const hrefs = items.flatMap((item) => (item.href === undefined ? [] : [item.href]))
    expect(hrefs.length).toBeGreaterThan(0)
    expect(hrefs.length).toBeLessThan(items.length)
    for (const href of hrefs) expect(SITE_ROUTES).toContain(href)
    for (const item of items) expect(item.label.fr).not.toBe('')
  })

  it('gives the three mobile-money operators with their codes and steps in both languages', () => {
    expect(settings.mobileMoney.map((m) => [m.operator, m.ussd])).toEqual([
      ['MTN', '*126#'],
      ['Moov', '*155#'],
      ['Orange', '*144#'],
    ])
    for (const operator of settings.mobileMoney) {
      for (const steps of [operator.steps.fr, operator.steps.en]) {
        expect(steps.length).toBeGreaterThanOrEqual(3)
        expect(steps.length).toBeLessThanOrEqual(5)
        expect(steps.join(' ')).toContain(operator.ussd)
        expect(steps.join(' ')).toContain(operator.merchantCode)
      }
    }
  })

  it('gives what three amounts pay for, the bank account in Benin, and no card provider yet', () => {
    expect(settings.donationAmounts.map((suggestion) => suggestion.amount)).toEqual([5000, 25000, 100000])
    for (const { impact } of settings.donationAmounts) expect(impact.fr).not.toBe(impact.en)
    const { iban, bic, accountHolder } = settings.bankTransfer
    expect(iban.replace(/ /g, '')).toMatch(/^BJ\d{2}[A-Z0-9]{2}\d{22}$/)
    expect(bic.slice(4, 6)).toBe('BJ')
    expect(accountHolder).toBe(settings.organisation.name.fr)
    expect(settings.cardPayment).toEqual({ provider: 'none' })
  })

  it('has the key figures of the donation page, two of them facts and two counted by the build', () => {
    expect(settings.keyFigures.tiles.map((s) => [s.value, s.label.en])).toEqual([
      ['{{count:projects}}', 'Current projects'],
      ['{{fact:peopleServed}}', 'Beneficiaries'],
      ['{{fact:communes}}', 'Communes'],
      ['{{count:partners}}', 'Partners'],
    ])
    expect(settings.keyFigures.fundedProjects).toBe('{{count:projects}}')
  })

  it('has the facts of the home page band, each labelled in both languages', () => {
    expect(settings.homeFigures).toEqual(['peopleServed', 'boreholes', 'healthWorkersTrained', 'communes'])
    for (const fact of Object.values(settings.facts)) expect(fact.label.fr).not.toBe(fact.label.en)
  })

  it('gives the same beneficiaries and communes as the history page of the reference back-end', () => {
    const history = HISTORY_PAGE.stats_items as unknown as { value: string; label: { en: string } }[]
    const figure = (label: string, items: { value: unknown; label: { en: string } }[]) =>
      formatFigure(
        items.find((item) => item.label.en.toLowerCase() === label)?.value as string,
        settings.facts,
        'en',
      )?.replace(/\D/g, '')
    for (const label of ['beneficiaries', 'communes']) {
      expect(figure(label, settings.keyFigures.tiles), label).not.toBe('')
      expect(figure(label, settings.keyFigures.tiles), label).toBe(figure(label, history))
    }
  })
})
