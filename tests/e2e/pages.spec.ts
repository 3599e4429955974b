import { mustNotCome, NEVER_WITHIN_MS } from './support/absence'
import { expect, test, visitTest, waitForApp, waitForBlock } from './support/fixtures'

// The organisation's pages, prerendered from the snapshots and from content/ (docs/behaviour.md#screens).

const WITHOUT_JS = [
  {
    path: '/fr/about',
    h1: 'À propos',
    h2: ['Qui nous sommes', 'Notre stratégie', 'Nos approches', 'Plans stratégiques 2023-2026'],
  },
  {
    path: '/en/about',
    h1: 'About us',
    h2: ['Who we are', 'Our strategy', 'Our approaches', 'Strategic plans 2023-2026'],
  },
  {
    path: '/fr/mission',
    h1: 'Notre mission',
    h2: ['Le contexte', 'Nos cinq piliers d’action', 'Objectif 2026'],
  },
  {
    path: '/en/mission',
    h1: 'Our mission',
    h2: ['The context', 'Our five pillars of action', '2026 objective'],
  },
  {
    path: '/fr/historique',
    h1: 'Notre histoire',
    h2: ['Notre parcours', 'AHB en chiffres', 'Écrivons la suite ensemble'],
  },
  { path: '/en/historique', h1: 'Our history', h2: ['Our journey', 'AHB in figures'] },
  { path: '/fr/equipe', h1: 'Notre équipe', h2: ['Les visages de l’AHB', 'Nos valeurs', 'Rejoignez-nous'] },
  { path: '/en/equipe', h1: 'Our team', h2: ['The people of AHB', 'Our values', 'Join us'] },
  { path: '/fr/contact', h1: 'Contact', h2: ['Nos coordonnées', 'Écrivez-nous'] },
  { path: '/en/contact', h1: 'Contact', h2: ['How to reach us', 'Write to us'] },
  {
    path: '/fr/don',
    h1: 'Faire un don',
    h2: [
      'Donner par Mobile Money',
      'Attention aux fraudes',
      'Donner par virement bancaire',
      'Don par carte bancaire',
    ],
  },
  {
    path: '/en/don',
    h1: 'Donate',
    h2: ['Give by mobile money', 'Beware of fraud', 'Give by bank transfer', 'Give by bank card'],
  },
  { path: '/fr/carriere', h1: 'Carrière', h2: ['Le bénévolat à l’AHB', 'Quatre raisons de nous rejoindre'] },
  { path: '/en/carriere', h1: 'Careers', h2: ['Volunteering at AHB', 'Four reasons to join us'] },
  { path: '/fr/documents', h1: 'Documents', h2: ['Documents à télécharger', 'Un document qui manque ?'] },
  { path: '/en/documents', h1: 'Documents', h2: ['Documents to download', 'Missing a document?'] },
  { path: '/en/publications', h1: 'Publications', h2: ['Our publications'] },
  { path: '/fr/projets', h1: 'Projets', h2: ['Nos projets en cours', 'Nos domaines d’intervention'] },
]

for (const { path, h1, h2 } of WITHOUT_JS) {
  test(`${path} is complete without JavaScript`, async ({ noScriptPage: page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    for (const name of h2)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    await expect(page.getByText('Chargement...')).toHaveCount(0)
  })
}

visitTest(
  'the about page shows the strategy axes, the High 5 and the numbered approaches',
  async ({ page }) => {
    await page.goto('/fr/about')
    await waitForApp(page)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 3, name: 'Accès à l’eau potable', exact: true }),
    ).toBeVisible()
    await expect(main.getByText('Objectif :').first()).toBeVisible()
    await expect(main.locator('section[aria-labelledby="about-objectives"] li h3')).toHaveCount(5)
    await expect(main.locator('section[aria-labelledby="about-approaches"] ol').first()).toBeVisible()
    await expect(main.getByRole('link', { name: 'Lire les plans stratégiques' })).toHaveAttribute(
      'href',
      '/fr/info/plans-strategiques',
    )
  },
)

visitTest('the mission page shows the five pillars and the 2026 figures', async ({ page }) => {
  await page.goto('/en/mission')
  await waitForApp(page)
  await expect(page.locator('section[aria-labelledby="mission-pillars"] li h3')).toHaveCount(5)
  await expect(page.locator('section[aria-labelledby="mission-objective"] li').first()).toBeVisible()
})

test('the history call to action leads to the donation and careers pages', async ({ page }) => {
  await page.goto('/fr/historique')
  await waitForApp(page)
  const cta = page.locator('section[aria-labelledby="history-cta"]')
  await expect(cta.getByRole('link')).toHaveCount(2)
  await expect(cta.getByRole('link').first()).toHaveAttribute('href', '/fr/don')
  await expect(cta.getByRole('link').last()).toHaveAttribute('href', '/fr/carriere')
  await cta.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/fr\/don$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faire un don')
})

visitTest('team members show photo, position, bio and their links', async ({ page }) => {
  await page.goto('/fr/equipe')
  await waitForApp(page)
  const cards = page.locator('section[aria-labelledby="team-members"] article')
  expect(await cards.count()).toBeGreaterThan(0)
  const first = cards.first()
  await expect(first.locator('img')).toHaveAttribute('alt', /^Portrait de /)
  await expect(first.locator('img')).toHaveAttribute('width', /\d+/)
  await expect(first.locator('h3')).not.toBeEmpty()
  await expect(
    page.locator('section[aria-labelledby="team-members"] a[href^="mailto:"]').first(),
  ).toBeVisible()
  const linkedin = page.locator('section[aria-labelledby="team-members"] a[href*="linkedin"]').first()
  await expect(linkedin).toHaveAttribute('target', '_blank')
  await expect(linkedin).toHaveAttribute('rel', /noopener/)
  // Bios are sanitized HTML: no script survives.
  expect(await page.locator('section[aria-labelledby="team-members"] script').count()).toBe(0)
  for (const value of ['Intégrité', 'Solidarité', 'Excellence']) {
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Devenir bénévole' })).toHaveAttribute(
    'href',
    '/fr/carriere#benevolat',
  )
  await expect(page.getByRole('link', { name: 'Voir les postes ouverts' })).toHaveAttribute(
    'href',
    '/fr/carriere#postuler',
  )
})

test.describe('contact', () => {
  visitTest('shows the address, phone, e-mail and opening hours', async ({ page }) => {
    await page.goto('/fr/contact')
    await waitForApp(page)
    const details = page.locator('section[aria-labelledby="contact-details"]')
    await expect(details.getByText('Cotonou, Bénin')).toBeVisible()
    await expect(details.locator('a[href^="tel:+229"]')).toBeVisible()
    await expect(details.locator('a[href^="mailto:"]')).toBeVisible()
    await expect(details.getByText('Du lundi au vendredi : 8:00 – 18:00')).toBeVisible()
    await expect(details.getByText('Samedi : 9:00 – 13:00')).toBeVisible()
  })

  test('loads the map only when the visitor asks for it', async ({ page }) => {
    const mapRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url())
    })
    // The map site cannot be reached from the test machine: answer for it.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Carte</title>' }),
    )
    await page.goto('/fr/contact')
    await waitForApp(page)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Ouvrir la carte sur OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\//,
    )
    expect(mapRequests).toEqual([])
    await page.getByRole('button', { name: 'Afficher la carte' }).click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/)
    await expect(frame).toHaveAttribute('title', /Cotonou/)
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
  })

  // What a complete form does (sent to the back-end's contact endpoint, or composed as an e-mail and a
  // WhatsApp message without it, never a success it did not have) is tested in contact.spec.ts, both ways.

  test('an incomplete form or a bad e-mail is stopped with a message beside each field', async ({ page }) => {
    await page.goto('/en/contact')
    await waitForApp(page)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.accept()
    })
    // Once its script runs, the form checks itself, in the page's language: the browser's own bubbles never
    // show. (Without JavaScript the browser's own checks stop an incomplete form.)
    await waitForBlock(page.getByLabel('Full name'))
    await expect(page.locator('form').filter({ has: page.getByLabel('Subject') })).toHaveAttribute(
      'novalidate',
      '',
    )
    await page.getByRole('button', { name: 'Send the message' }).scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('button', { name: 'Send the message' }).click()
    for (const [label, message] of [
      ['Full name', 'Enter your name.'],
      ['E-mail address', 'Enter your e-mail address, so that we can reply.'],
      ['Subject', 'Enter the subject of your message.'],
      ['Message', 'Write your message.'],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(message)
      await expect(page.getByText(message)).toBeVisible()
    }
    await expect(page.getByLabel('Full name')).toBeFocused()
    // The focused field comes into view below the sticky top bar, not under it (the scroll may be smooth).
    await expect
      .poll(() =>
        page.getByLabel('Full name').evaluate((input) => {
          const box = input.getBoundingClientRect()
          return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input
        }),
      )
      .toBe(true)

    await page.getByLabel('Full name').fill('Awa Dossou')
    await expect(page.getByText('Enter your name.')).toHaveCount(0)
    await page.getByLabel('E-mail address').fill('not-an-address')
    await page.getByLabel('Subject').fill('Hello')
    await page.getByLabel('Message').fill('Hello there')
    // Sending would be a POST (or, failing, a link to write by e-mail); an alert would be a dialog.
    const noPost = mustNotCome(
      page.waitForRequest((request) => request.method() === 'POST', { timeout: NEVER_WITHIN_MS }),
      'A POST',
    )
    const noDialog = mustNotCome(page.waitForEvent('dialog', { timeout: NEVER_WITHIN_MS }), 'A dialog')
    await page.getByRole('button', { name: 'Send the message' }).click()
    const email = page.getByLabel('E-mail address')
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/^Enter a valid e-mail address/)
    await expect(email).toBeFocused()
    await expect(page.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true')
    await noPost()
    await noDialog()
    expect(dialogs).toBe(0)
    await expect(page.getByRole('link', { name: /Send by e-mail/ })).toHaveCount(0)

    await email.fill('awa@example.org')
    await expect(page.getByText(/^Enter a valid e-mail address/)).toHaveCount(0)
    // Corrected, no field is marked wrong any more (what sending does: contact.spec.ts); no alert ever.
    for (const label of ['Full name', 'E-mail address', 'Subject', 'Message'])
      await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true')
    expect(dialogs).toBe(0)
  })

  test("on the French page the messages are French, whatever the browser's language", async ({ page }) => {
    await page.goto('/fr/contact')
    await waitForApp(page)
    await page.getByLabel('Adresse e-mail').fill('awa@exemple')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByLabel('Nom complet')).toHaveAccessibleDescription('Indiquez votre nom.')
    await expect(page.getByLabel('Adresse e-mail')).toHaveAccessibleDescription(/^Adresse e-mail invalide/)
    await expect(page.getByLabel('Sujet')).toHaveAccessibleDescription('Indiquez le sujet de votre message.')
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Écrivez votre message.')
    await expect(page.getByLabel('Nom complet')).toBeFocused()
  })
})

visitTest('the careers page links to the rest of the site in its language', async ({ page }) => {
  await page.goto('/en/carriere')
  await waitForApp(page)
  const main = page.getByRole('main')
  for (const href of ['/en/about', '/en/projets', '/en/don', '/en', '/en/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible()
  }
  await expect(main.locator('#benevolat')).toBeVisible()
  await expect(main.locator('#postuler a[href^="mailto:"]').first()).toBeVisible()
  await expect(main.locator('section[aria-labelledby="careers-reasons"] li h3')).toHaveCount(4)
})

// docs/behaviour.md#projects-publications-and-documents: each file of the settings, to download, with its
// format and size; a document that exists only in the other language says so.
for (const lang of ['fr', 'en'] as const) {
  visitTest(
    `/${lang}/documents lists the documents as files to download, with their format and size`,
    async ({ page }) => {
      await page.goto(`/${lang}/documents`)
      const links = page.locator('section[aria-labelledby="documents-list"] a[download]')
      await expect(links).toHaveCount(4)
      for (const link of await links.all()) {
        const href = (await link.getAttribute('href'))!
        expect(href).toMatch(/^\/documents\/[a-z0-9-]+\.pdf$/)
        const file = await page.request.get(href)
        expect(file.status()).toBe(200)
        expect(file.headers()['content-type']).toBe('application/pdf')
        const body = await file.body()
        expect(body.subarray(0, 5).toString()).toBe('%PDF-')
        // The size the link states is the file's, in kilobytes of the page's language.
        const kb = (body.length / 1000).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US', {
          maximumFractionDigits: 1,
        })
        await expect(link).toContainText(`PDF, ${kb} ${lang === 'fr' ? 'Ko' : 'KB'}`)
        expect(await link.getAttribute('hreflang')).toMatch(/^(fr|en)$/)
      }
      // The statutes exist in French only: the English page says so.
      const statutes = links.filter({ hasText: lang === 'fr' ? 'Statuts' : 'Articles of association' })
      if (lang === 'en') await expect(statutes).toContainText('in French')
      else await expect(statutes).not.toContainText('en anglais')
    },
  )
}

// The real content of these pages comes at once, with no notice that they are still being written.
for (const { path, content } of [
  { path: '/fr/publications', content: 'section[aria-labelledby="publications-list"]' },
  { path: '/fr/projets', content: 'section[aria-labelledby="projects-list"]' },
  { path: '/fr/documents', content: 'section[aria-labelledby="documents-list"]' },
]) {
  visitTest(
    `${path} on a phone: the first real content is within the first screen after the hero`,
    async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      await page.goto(path)
      await waitForApp(page)
      const heroBottom = await page
        .locator('main h1')
        .evaluate((h1) => (h1.closest('section, header') ?? h1).getBoundingClientRect().bottom + scrollY)
      const first = page.locator(`${content} li`).first()
      const top = await first.evaluate((item) => item.getBoundingClientRect().top + scrollY)
      expect(top - heroBottom).toBeLessThan(740 / 2)
    },
  )
}

test('the projects page lists the five theme pages', async ({ page }) => {
  await page.goto('/fr/projets')
  await waitForApp(page)
  const themes = page.locator('section[aria-labelledby="projects-themes"] h3 a')
  await expect(themes).toHaveCount(5)
  const hrefs = await themes.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.sort()).toEqual(
    [
      'acces-a-leau-potable',
      'integration-et-amelioration',
      'moderniser-le-cadre-de-vie',
      'sante-et-securite-alimentaire',
      'sensibilisation-et-education',
    ].map((slug) => `/fr/projets/${slug}`),
  )
  await themes.first().click()
  await expect(page).toHaveURL(/\/fr\/projets\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Projets')
})

test('the projects page lists the projects of content/, each leading to its page', async ({ page }) => {
  await page.goto('/en/projets')
  const projects = page.locator('section[aria-labelledby="projects-list"] h3 a')
  await expect(projects).toHaveCount(3)
  const hrefs = await projects.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.sort()).toEqual(
    ['high-5-transformer-benin', 'projets-acces-eau', 'projets-sante'].map((slug) => `/en/projet/${slug}`),
  )
  await projects.first().click()
  await expect(page).toHaveURL(/\/en\/projet\/[a-z0-9-]+$/)
})
