import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { Parser } from 'htmlparser2'
import { getSettings } from '../../src/node/data/content'
import { E2E_DIST_DIR, expect, test, waitForApp } from './support/fixtures'
import { builtPagePaths } from './support/pages'

// The site's structure as a donor follows it (docs/behaviour.md#footer, #top-bar, #themes): every footer label
// leads where it says, text that is not a link does not look like one, the menu leads to the theme pages and
// to the publications, and marks the section of a detail page.

const LANGS = ['fr', 'en'] as const
const laptop = { width: 1366, height: 900 }
const phone = { width: 360, height: 740 }
const MAIN_NAV = { fr: 'Navigation principale', en: 'Main navigation' }

/**
 * The matching rule of a link's label and its target: both are compared after folding case, accents,
 * typographic apostrophes and runs of spaces; the label must equal the target page's h1, or its <title>
 * without the site name after " | ".
 */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

function labelMatches(label: string, target: { h1: string; title: string }): boolean {
  const title = target.title.replace(/ \| [^|]*$/, '')
  return fold(label) === fold(target.h1) || fold(label) === fold(title)
}

/** The h1 and <title> of a page of the site, as the server sends it. */
async function headingsOf(page: Page, href: string): Promise<{ h1: string; title: string }> {
  const response = await page.request.get(href)
  expect(response.status(), `${href} answers`).toBe(200)
  const html = await response.text()
  let h1 = ''
  let title = ''
  let inside: 'h1' | 'title' | null = null
  let seenH1 = false
  const parser = new Parser({
    onopentag(name) {
      if (name === 'title' && !title) inside = 'title'
      if (name === 'h1' && !seenH1) inside = 'h1'
    },
    ontext(text) {
      if (inside === 'h1') h1 += text
      if (inside === 'title') title += text
    },
    onclosetag(name) {
      if (name === inside) {
        if (name === 'h1') seenH1 = true
        inside = null
      }
    },
  })
  parser.end(html)
  return { h1, title }
}

interface Look {
  color: string
  underline: boolean
  pointer: boolean
}

async function lookOf(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      color: style.color,
      underline: style.textDecorationLine.includes('underline'),
      pointer: style.cursor === 'pointer',
    }
  })
}

for (const lang of LANGS) {
  test(`${lang}: every footer link is underlined and its label is its target page's title`, async ({
    page,
  }) => {
    await page.setViewportSize(laptop)
    await page.goto(`/${lang}/about`)
    const footer = page.getByRole('contentinfo')
    const textLinks = footer.locator('a:not([data-back-to-top]):not([target="_blank"])')
    const count = await textLinks.count()
    expect(count).toBeGreaterThan(10)
    const problems: string[] = []
    for (let index = 0; index < count; index++) {
      const link = textLinks.nth(index)
      const label = (await link.innerText()).trim()
      const href = (await link.getAttribute('href')) ?? ''
      const look = await lookOf(link)
      if (!look.underline || !look.pointer) problems.push(`"${label}" is not underlined with a pointer`)
      // Internal pages only: tel: and mailto: say what they open by their number and address.
      if (!href.startsWith('/')) continue
      if (!href.startsWith(`/${lang}/`)) problems.push(`"${label}" → ${href} leaves the language`)
      const target = await headingsOf(page, href)
      if (!labelMatches(label, target))
        problems.push(`"${label}" → ${href} (h1 "${target.h1}", title "${target.title}")`)
    }
    expect(problems).toEqual([])
  })

  test(`${lang}: footer text that is not a link looks unlike a link, and every social icon is a link`, async ({
    page,
  }) => {
    await page.setViewportSize(laptop)
    await page.goto(`/${lang}/about`)
    const footer = page.getByRole('contentinfo')
    const linkLook = await lookOf(footer.locator('a[href^="/"]').first())
    // Every element with text of its own that is not inside a link or a heading.
    const texts = await footer.evaluate((root) =>
      [...root.querySelectorAll('*')]
        .filter(
          (element) =>
            !element.closest('a, h2, .sr-only') &&
            [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            ),
        )
        .map((element) => {
          const style = getComputedStyle(element)
          return {
            text: element.textContent?.trim() ?? '',
            color: style.color,
            underline: style.textDecorationLine.includes('underline'),
            pointer: style.cursor === 'pointer',
          }
        }),
    )
    expect(texts.length).toBeGreaterThan(5)
    const likeLinks = texts.filter((text) => text.underline || text.pointer || text.color === linkLook.color)
    expect(likeLinks.map((text) => text.text)).toEqual([])
    // An icon is either a link or not shown: networks without an address are named in plain text.
    const icons = footer.getByRole('list', { name: lang === 'fr' ? 'Réseaux sociaux' : 'Social networks' })
    const items = icons.getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(0)
    await expect(items.filter({ hasNot: page.locator('a[href^="https://"]') })).toHaveCount(0)
  })

  test(`${lang}: the footer's phone number is a tel: link and its e-mail a mailto: link`, async ({
    page,
  }) => {
    const { contact } = await getSettings()
    await page.goto(`/${lang}/contact`)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: contact.phone, exact: true })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/ /g, '')}`,
    )
    await expect(footer.getByRole('link', { name: contact.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    )
  })

  test(`${lang}: the footer lists the settings' themes, and the menu leads to them and to the publications`, async ({
    page,
  }) => {
    await page.setViewportSize(laptop)
    await page.goto(`/${lang}/mission`)
    const { themes } = await getSettings()
    const themePaths = themes.map((theme) => `/${lang}/projets/${theme.slug}`)
    const footerThemes = page
      .getByRole('contentinfo')
      .locator('a[href*="/projets/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(await footerThemes).toEqual(themePaths)
    const nav = page.getByRole('navigation', {
      name: lang === 'fr' ? 'Navigation principale' : 'Main navigation',
    })
    await nav.locator('summary', { hasText: lang === 'fr' ? 'Nos actions' : 'Our work' }).click()
    const actions = nav.locator('details[open] a')
    expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      themePaths,
    )
    // Each item is named as its page's heading.
    for (const link of await actions.all()) {
      const target = await headingsOf(page, (await link.getAttribute('href'))!)
      expect(labelMatches(await link.innerText(), target), await link.innerText()).toBe(true)
    }
    await nav.locator('summary', { hasText: lang === 'fr' ? 'Découvrir' : 'Discover' }).click()
    await expect(nav.getByRole('link', { name: 'Publications', exact: true })).toHaveAttribute(
      'href',
      `/${lang}/publications`,
    )
  })
}

/** The first built page of a kind in a language (`/fr/actualite/…`). */
function builtPage(lang: string, section: string): string {
  const found = builtPagePaths().find((page) => page.startsWith(`/${lang}/${section}/`))
  if (!found) throw new Error(`no built /${lang}/${section}/ page`)
  return found
}

const DETAIL_PAGES = [
  { section: 'actualite', entry: { fr: 'Actualités', en: 'News' } },
  { section: 'projet', entry: { fr: 'Projets', en: 'Projects' } },
] as const

for (const lang of LANGS) {
  for (const { section, entry } of DETAIL_PAGES) {
    test(`${lang}: on a /${section}/ page the top bar and the phone menu mark "${entry[lang]}" as the section`, async ({
      page,
    }) => {
      const path = builtPage(lang, section)
      await page.setViewportSize(laptop)
      await page.goto(path)
      const bar = page.getByRole('banner')
      const marked = bar.getByRole('link', { name: entry[lang], exact: true })
      await expect(marked).toHaveAttribute('aria-current', 'true')
      expect((await lookOf(marked)).underline, 'underlined as the current section').toBe(true)
      // The one section of the main navigation (the language switch marks its own language apart).
      await expect(
        bar.getByRole('navigation', { name: MAIN_NAV[lang] }).locator('[aria-current]'),
      ).toHaveCount(1)

      await page.setViewportSize(phone)
      await waitForApp(page)
      await bar.getByRole('button', { name: lang === 'fr' ? 'Ouvrir le menu' : 'Open the menu' }).click()
      const menu = page.getByRole('dialog')
      await expect(menu.getByRole('link', { name: entry[lang], exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      )
    })
  }
}

/** The text a reader sees in a built page: outside scripts, styles and templates. */
function visibleText(html: string): string {
  let skip = 0
  let text = ''
  const parser = new Parser({
    onopentag(name) {
      if (name === 'script' || name === 'style' || name === 'template') skip++
    },
    ontext(chunk) {
      if (skip === 0) text += chunk
    },
    onclosetag(name) {
      if (name === 'script' || name === 'style' || name === 'template') skip--
    },
  })
  parser.end(html)
  return text.replace(/\s+/g, ' ')
}

test('no built page shows a record date: "Créé le", "Mis à jour le", "Created" or "Updated"', () => {
  const pages = builtPagePaths()
  expect(pages.some((page) => page.startsWith('/fr/full-description/'))).toBe(true)
  const found = pages.flatMap((page) => {
    const text = visibleText(readFileSync(path.join(E2E_DIST_DIR, `${page}.html`), 'utf8'))
    // Case matters: a label starts with a capital ("Created on"), running text may say "jobs created".
    const match = /Créé le|Mis à jour le|\bCreated\b|\bUpdated\b/.exec(text)
    return match ? [`${page}: "${text.slice(Math.max(0, match.index - 30), match.index + 40)}"`] : []
  })
  expect(found).toEqual([])
})
