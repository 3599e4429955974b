import type { Browser, Page, Request } from '@playwright/test'
import { axeViolations } from './support/axe'
import { expect, showArticleInteractions, test, waitForApp, waitForBlock } from './support/fixtures'

// The contact form never leaks or pretends (docs/behaviour.md#contact): it posts to the back-end's endpoint,
// with and without JavaScript; says "sent" only after a 2xx; keeps the text and says why on a failure; and,
// without the endpoint, composes the message for the visitor to send. The privacy page sits beside each form.

const serial = () => Date.now().toString(36)
const visitor = () => ({
  name: 'Adjoa Houngbédji',
  email: `adjoa.${serial()}@exemple.bj`,
  subject: 'Bénévolat à Parakou',
  message: `Bonjour, je voudrais aider vos relais de santé pendant les vacances (${serial()}).`,
})
type Visitor = ReturnType<typeof visitor>

/** Every request the page makes, to check that no personal data travels in a URL or a GET. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

function expectNoLeak(requests: readonly Request[], sent: Visitor, page: Page) {
  const secrets = [sent.name, sent.email, sent.message, encodeURIComponent(sent.email)]
  for (const request of requests) {
    const url = decodeURIComponent(request.url())
    for (const secret of secrets) expect(url, request.url()).not.toContain(secret)
    if (request.method() === 'GET') expect(request.postData() ?? '').toBe('')
  }
  for (const secret of secrets) expect(decodeURIComponent(page.url())).not.toContain(secret)
}

async function fill(page: Page, sent: Visitor) {
  await page.getByLabel('Nom complet').fill(sent.name)
  await page.getByLabel('Adresse e-mail').fill(sent.email)
  await page.getByLabel('Sujet').fill(sent.subject)
  await page.getByLabel('Message', { exact: true }).fill(sent.message)
}

async function noScriptPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  return context.newPage()
}

test.afterEach(({ site }) => site.api.clearFaults())

test.describe('with the back-end’s contact endpoint', () => {
  test('without JavaScript: a POST to the API, then the thank-you page; nothing in a URL or a GET', async ({
    browser,
    site,
  }) => {
    const page = await noScriptPage(browser, site.url)
    try {
      await page.goto('/fr/contact')
      const form = page.locator('form').filter({ has: page.getByLabel('Sujet') })
      await expect(form).toHaveAttribute('method', 'post')
      await expect(form).toHaveAttribute('action', '/api/contact/')
      const requests = recordRequests(page)
      const sent = visitor()
      await fill(page, sent)
      await page.getByRole('button', { name: 'Envoyer le message' }).click()
      await expect(page).toHaveURL(/\/fr\/contact\/merci$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre message' })).toBeVisible()
      const post = requests.find((request) => request.method() === 'POST')
      expect(post?.url()).toBe(`${site.url}/api/contact/`)
      expect(new URLSearchParams(post?.postData() ?? '').get('email')).toBe(sent.email)
      expectNoLeak(requests, sent, page)
    } finally {
      await page.context().close()
    }
  })

  test('without JavaScript: a refused post says why in the page’s language, and Back finds the text', async ({
    browser,
    site,
  }) => {
    const page = await noScriptPage(browser, site.url)
    try {
      await page.goto('/en/contact')
      const sent = visitor()
      await page.getByLabel('Full name').fill(sent.name)
      await page.getByLabel('E-mail address').fill(sent.email)
      // Passes the browser's checks, not the back-end's: an invisible control character.
      await page.getByLabel('Subject').fill('Volunteering\u0007')
      await page.getByLabel('Message', { exact: true }).fill(sent.message)
      await page.getByRole('button', { name: 'Send the message' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Your message was not sent' })).toBeVisible()
      await expect(page.getByRole('listitem')).toHaveText(/^Subject: This field holds an invisible control/)
      expect(await page.locator('html').getAttribute('lang')).toBe('en')
      await page.goBack()
      await expect(page.getByLabel('Message', { exact: true })).toHaveValue(sent.message)
      await expect(page.getByLabel('E-mail address')).toHaveValue(sent.email)
    } finally {
      await page.context().close()
    }
  })

  test('with JavaScript: "sent" only once the back-end answered 201, and the address bar stays clean', async ({
    page,
  }) => {
    await page.goto('/fr/contact')
    await waitForApp(page)
    const requests = recordRequests(page)
    const sent = visitor()
    await waitForBlock(page.getByLabel('Sujet'))
    await fill(page, sent)
    // The post is held until the test has seen that nothing claims success before the answer.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const statuses: number[] = []
    await page.route('**/api/contact/', async (route) => {
      await held
      const response = await route.fetch()
      statuses.push(response.status())
      await route.fulfill({ response })
    })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page.getByRole('button', { name: 'Envoi…' })).toBeDisabled()
    await expect(page.getByText('Votre message est envoyé.')).toHaveCount(0)
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Votre message est envoyé.' })).toBeVisible()
    expect(statuses).toEqual([201])
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
    await expect(page).toHaveURL(/\/fr\/contact$/)
    const post = requests.find((request) => request.method() === 'POST')
    expect(JSON.parse(post?.postData() ?? '{}')).toMatchObject({ ...sent, language: 'fr' })
    expectNoLeak(requests, sent, page)
  })

  test('with JavaScript and the API down: not sent, says why, keeps the text and offers the e-mail', async ({
    page,
    site,
  }) => {
    await page.goto('/fr/contact')
    await waitForApp(page)
    await waitForBlock(page.getByLabel('Sujet'))
    const sent = visitor()
    await fill(page, sent)
    site.api.injectFault('/api/contact/', { status: 503 })
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    const alert = page.getByRole('alert').filter({ hasText: /^Votre message n.a pas été envoyé/ })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('link', { name: /Envoyer par e-mail/ })).toHaveAttribute(
      'href',
      /^mailto:contact@ahb-benin\.org\?subject=B%C3%A9n%C3%A9volat/,
    )
    await expect(page.getByText('Votre message est envoyé.')).toHaveCount(0)
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(sent.message)
    await expect(page.getByLabel('Nom complet')).toHaveValue(sent.name)
  })
})

test.describe('without the endpoint: "write to us"', () => {
  test('without JavaScript: e-mail and WhatsApp links, and no form that could send anything', async ({
    browser,
    siteWithFailingApi,
  }) => {
    const page = await noScriptPage(browser, siteWithFailingApi.url)
    try {
      await page.goto('/fr/contact')
      await expect(
        page.getByRole('link', { name: 'Envoyer par e-mail à contact@ahb-benin.org' }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: /Écrire sur WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/2290197453218\?text=/,
      )
      await expect(page.getByLabel('Sujet')).toBeHidden()
      await expect(page.getByRole('button', { name: /Envoyer|Préparer/ })).toHaveCount(0)
    } finally {
      await page.context().close()
    }
  })

  test('with JavaScript: composes the e-mail and the WhatsApp message, and claims nothing was sent', async ({
    page,
    siteWithFailingApi,
  }) => {
    await page.goto(`${siteWithFailingApi.url}/fr/contact`)
    await waitForApp(page)
    await page.keyboard.press('Shift')
    await expect(page.getByLabel('Sujet')).toBeVisible()
    const requests = recordRequests(page)
    const sent = visitor()
    await fill(page, sent)
    await page.getByRole('button', { name: 'Préparer mon message' }).click()
    const ready = page
      .getByRole('status')
      .filter({ hasText: /^Votre message est prêt, mais il n.est pas encore envoyé\./ })
    await expect(ready).toBeVisible()
    const mail = await ready.getByRole('link', { name: /Envoyer par e-mail/ }).getAttribute('href')
    expect(decodeURIComponent(mail ?? '')).toContain(sent.message)
    const whatsapp = await ready.getByRole('link', { name: /Écrire sur WhatsApp/ }).getAttribute('href')
    expect(decodeURIComponent(whatsapp ?? '')).toContain(sent.message)
    await expect(page.getByText('Votre message est envoyé.')).toHaveCount(0)
    expect(requests.filter((request) => request.method() === 'POST')).toEqual([])
    expectNoLeak(requests, sent, page)
  })
})

test.describe('the privacy page (docs/behaviour.md#privacy-page)', () => {
  for (const [lang, title, authority] of [
    ['fr', 'Vos données personnelles', 'Autorité de Protection des Données Personnelles'],
    ['en', 'Your personal data', 'Autorité de Protection des Données Personnelles'],
  ] as const) {
    test(`exists in ${lang}, names the authority and the organisation’s address, and is in the sitemap`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(`/${lang}/confidentialite`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText(authority).first()).toBeVisible()
      await expect(page.getByText('2017-20').first()).toBeVisible()
      // The organisation's coordinates, from the settings, beside the text.
      await expect(
        page.getByRole('complementary').getByRole('link', { name: 'contact@ahb-benin.org' }),
      ).toBeVisible()
      await expect(page.getByRole('complementary')).toContainText('Cotonou')
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${lang}/confidentialite</loc>`)
    })
  }

  test('is linked from the footer and beside the contact and comment forms', async ({ page }) => {
    await page.goto('/en')
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Your personal data' }),
    ).toHaveAttribute('href', '/en/confidentialite')
    await page.goto('/fr/contact')
    await expect(page.getByRole('link', { name: 'Comment nous utilisons vos données' })).toHaveAttribute(
      'href',
      '/fr/confidentialite',
    )
    const response = await page.request.get('/api/articles/?page_size=1')
    const { results } = (await response.json()) as { results: { slug: string }[] }
    await page.goto(`/fr/actualite/${results[0]!.slug}`)
    await waitForApp(page)
    await showArticleInteractions(page)
    await page.getByRole('button', { name: /^\d+ commentaires?$/ }).click()
    await expect(
      page.locator('#comment-form').getByRole('link', { name: 'Comment nous utilisons vos données' }),
    ).toHaveAttribute('href', '/fr/confidentialite')
  })
})

test.describe('axe (docs/behaviour.md#contact)', () => {
  const PAGES = ['/fr/contact', '/en/contact/merci', '/fr/confidentialite', '/en/confidentialite']
  for (const width of [360, 1366]) {
    test(`finds nothing on the contact, thank-you and privacy pages at ${width} px, with JavaScript`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const path of PAGES) {
        await page.goto(path)
        await waitForApp(page)
        expect(await axeViolations(page), path).toEqual([])
      }
      // The fields in error, as a visitor reaches them.
      await page.goto('/fr/contact')
      await waitForApp(page)
      await waitForBlock(page.getByLabel('Sujet'))
      await page.getByRole('button', { name: 'Envoyer le message' }).click()
      await expect(page.getByLabel('Sujet')).toHaveAttribute('aria-invalid', 'true')
      // Checked from the top: wherever the form's focus scrolled to, a link half under the pinned top bar
      // (the map's) reads to axe as a target a few pixels tall.
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
