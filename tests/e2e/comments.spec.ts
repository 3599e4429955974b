import type { Dialog, Page } from '@playwright/test'
import { startSiteServer } from '../../scripts/lib/site-server'
import { mustNotCome, NEVER_WITHIN_MS } from './support/absence'
import { axeViolations } from './support/axe'
import {
  E2E_API_OPTIONS,
  E2E_DIST_DIR,
  expect,
  showArticleInteractions,
  test,
  waitForApp,
  type Site,
} from './support/fixtures'

/**
 * Comments live on the shared e2e database, and workers run side by side: each test uses its own article and
 * its own unique text, and checks counts against what the page itself lists.
 */
async function articleSlug(site: Site, index: number): Promise<string> {
  const response = await fetch(`${site.url}/api/articles/?page_size=100&sort=published_at`)
  const { results } = (await response.json()) as { results: { slug: string }[] }
  const prerendered = results.filter((article) => !article.slug.startsWith('e2e-'))
  return prerendered[index % prerendered.length]!.slug
}

/**
 * Notes every browser dialog (and accepts it, so a test never hangs on one): the form's messages are in the
 * page, never a dialog (docs/behaviour.md#comments), so each test expects none.
 */
function collectDialogs(page: Page): string[] {
  const messages: string[] = []
  page.on('dialog', (dialog: Dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  return messages
}

const counter = (page: Page) => page.getByRole('button', { name: /^\d+ commentaires?$/ })
const commentItems = (page: Page) => page.getByRole('region', { name: /^Commentaires/ }).locator('ol > li')
const unique = (label: string) => `${label} ${Date.now().toString(36)}`

async function openForm(page: Page, slug: string, lang: 'fr' | 'en' = 'fr'): Promise<void> {
  await page.goto(`/${lang}/actualite/${slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const button = lang === 'fr' ? counter(page) : page.getByRole('button', { name: /^\d+ comments?$/ })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
}

async function fillForm(page: Page, values: { name: string; email: string; content: string }): Promise<void> {
  await page.getByLabel('Nom complet *').fill(values.name)
  await page.getByLabel('Adresse e-mail *').fill(values.email)
  await page.getByLabel('Commentaire *').fill(values.content)
}

test.afterEach(({ site }) => site.api.clearFaults())

test('"Écrire un commentaire" is in sight by the comments, and after them when there are many; the form says the address is never published', async ({
  page,
  site,
}) => {
  // An article of its own, given three comments more, posted as the form does (a token each, the wait).
  const slug = await articleSlug(site, 12)
  const { id } = (await (await fetch(`${site.url}/api/articles/slug/${slug}/`)).json()) as { id: number }
  const issued = await Promise.all(
    Array.from(
      { length: 3 },
      async () =>
        (await (await fetch(`${site.url}/api/comments/token/`)).json()) as {
          token: string
          wait_seconds: number
        },
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, issued[0]!.wait_seconds * 1000 + 100))
  for (const [i, { token }] of issued.entries()) {
    const res = await fetch(`${site.url}/api/comments/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        visitor_name: 'Koffi Agbo',
        visitor_email: 'koffi@example.org',
        content: `${unique('Bien vu')}, ${i}`,
        article: id,
        form_token: token,
      }),
    })
    expect(res.status).toBe(201)
  }
  await page.goto(`/fr/actualite/${slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  const region = page.getByRole('region', { name: /^Commentaires/ })
  const write = region.getByRole('button', { name: 'Écrire un commentaire' })
  await expect(write).toHaveCount(2)
  // One beside the heading, one after the last comment: measured together once the layout has settled (the
  // island's quiet reload of the comments redraws the heading and the list), so a button that stays on its
  // own line, or one above the list's end, fails.
  const headingBox = region.getByRole('heading', { level: 2 })
  await expect
    .poll(async () => {
      const [heading, first, last, end] = await Promise.all(
        [headingBox, write.first(), commentItems(page).last(), write.last()].map(
          async (box) => (await box.boundingBox())!,
        ),
      )
      return {
        besideHeading:
          Math.abs(first!.y + first!.height / 2 - (heading!.y + heading!.height / 2)) < heading!.height,
        afterList: end!.y > last!.y + last!.height - 1,
      }
    })
    .toEqual({ besideHeading: true, afterList: true })
  await write.last().click()
  await expect(page.getByLabel('Nom complet *')).toBeFocused()
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAccessibleDescription('Elle n’est jamais publiée.')
  await expect(region.getByRole('button', { name: 'Écrire un commentaire' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Annuler' }).click()
  await expect(write).toHaveCount(2)
})

test('the form is hidden until the counter opens it, and Annuler closes it', async ({ page, site }) => {
  await page.goto(`/fr/actualite/${await articleSlug(site, 0)}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(page.getByLabel('Commentaire *')).toHaveCount(0)
  await counter(page).click()
  await expect(page.getByLabel('Nom complet *')).toBeFocused()
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAttribute('type', 'email')
  const content = page.getByLabel('Commentaire *')
  await expect(content).toHaveAttribute('rows', '4')
  await expect(content).toHaveAttribute('placeholder', 'Partagez votre avis sur cet article...')
  // The honeypot is neither in the accessibility tree nor in the tab order.
  await expect(page.getByRole('textbox', { name: /Site web/ })).toHaveCount(0)
  await expect(page.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1')
  await page.getByRole('button', { name: 'Annuler' }).click()
  await expect(content).toHaveCount(0)
  await expect(counter(page)).toBeFocused()
})

test('empty fields say so in the page, not in a dialog, each is marked beside it, and nothing is sent', async ({
  page,
  site,
}) => {
  const dialogs = collectDialogs(page)
  await openForm(page, await articleSlug(site, 1))
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await page.getByLabel('Nom complet *').fill('Awa Dossou')
  await page.getByLabel('Commentaire *').fill('   ')
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  // The summary is in the form, above its fields, not away from them.
  const form = page.locator('#comment-form')
  await expect(form.getByRole('alert').filter({ hasText: 'Veuillez remplir tous les champs' })).toBeVisible()
  expect(dialogs).toEqual([])
  await expect(page.getByLabel('Adresse e-mail *')).toBeFocused()
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAttribute('aria-invalid', 'true')
  // The hint that the address is never published, then the error.
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAccessibleDescription(
    'Elle n’est jamais publiée. Indiquez votre adresse e-mail.',
  )
  await expect(page.getByLabel('Commentaire *')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Commentaire *')).toHaveAccessibleDescription('Écrivez votre commentaire.')
  await expect(page.getByLabel('Nom complet *')).not.toHaveAttribute('aria-invalid', 'true')
  // The browser's own bubbles (in the browser's language) never show: the form checks itself.
  await expect(form).toHaveAttribute('novalidate', '')
  expect(posts).toEqual([])

  // A corrected field loses its message at once; the others keep theirs.
  await page.getByLabel('Commentaire *').fill('Merci pour ce travail.')
  await expect(page.getByText('Écrivez votre commentaire.')).toHaveCount(0)
  await expect(page.getByLabel('Commentaire *')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Indiquez votre adresse e-mail.', { exact: true })).toBeVisible()
})

test('a malformed e-mail is refused beside its field, never as an error sending', async ({ page, site }) => {
  const dialogs = collectDialogs(page)
  await openForm(page, await articleSlug(site, 1))
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await fillForm(page, { name: 'Awa Dossou', email: 'awa@localhost', content: unique('Merci.') })
  // A send would be a POST, and an error sending may be an alert: neither comes after the click.
  const noPost = mustNotCome(
    page.waitForRequest((request) => request.method() === 'POST', { timeout: NEVER_WITHIN_MS }),
    'A POST',
  )
  const noDialog = mustNotCome(page.waitForEvent('dialog', { timeout: NEVER_WITHIN_MS }), 'A dialog')
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  const email = page.getByLabel('Adresse e-mail *')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  // The hint that the address is never published, then the error.
  await expect(email).toHaveAccessibleDescription(/^Elle n’est jamais publiée\. Adresse e-mail invalide/)
  await expect(email).toBeFocused()
  await expect(page.getByText(/^Adresse e-mail invalide/)).toBeVisible()
  await expect(
    page.locator('#comment-form').getByRole('alert').filter({ hasText: 'corrigez les champs signalés' }),
  ).toBeVisible()
  await expect(page.getByText(/Erreur lors de l['’]envoi du commentaire/)).toHaveCount(0)
  await noPost()
  await noDialog()
  expect(dialogs).toEqual([])
  expect(posts).toEqual([])

  await email.fill('awa@example.org')
  await expect(page.getByText(/^Adresse e-mail invalide/)).toHaveCount(0)
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
})

test('a posted comment appears at the top of the list, and the form is cleared and closed', async ({
  page,
  site,
}) => {
  const dialogs = collectDialogs(page)
  const slug = await articleSlug(site, 2)
  await openForm(page, slug)
  await expect(page.getByRole('heading', { name: /^Commentaires \(\d+\)$/ })).toBeVisible()
  const text = unique('Bravo pour ces forages, le village en avait besoin.')
  await fillForm(page, { name: 'Koffi Agbo', email: 'koffi.agbo@example.org', content: text })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Votre commentaire a été publié avec succès !' }),
  ).toBeVisible()
  expect(dialogs).toEqual([])
  await expect(page.getByLabel('Commentaire *')).toHaveCount(0)
  await expect(commentItems(page).first()).toContainText(text)
  await expect(commentItems(page).first()).toContainText('Koffi Agbo')
  const count = await commentItems(page).count()
  await expect(page.getByRole('heading', { name: `Commentaires (${count})` })).toBeVisible()
  await expect(counter(page)).toHaveText(`${count} ${count > 1 ? 'commentaires' : 'commentaire'}`)

  await counter(page).click()
  await expect(page.getByLabel('Commentaire *')).toHaveValue('')
  await expect(page.getByLabel('Nom complet *')).toHaveValue('')

  // The comment is the back-end's, not only the page's: it is there after a reload.
  await page.reload()
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(commentItems(page).filter({ hasText: text })).toHaveCount(1)
})

test('a comment holding HTML is shown as text', async ({ page, site }) => {
  const dialogs = collectDialogs(page)
  await openForm(page, await articleSlug(site, 3))
  const payload = `<img src=x onerror=alert(1)> <b>gras</b> ${Date.now().toString(36)}`
  await fillForm(page, { name: '<i>Visiteur</i>', email: 'visiteur@example.org', content: payload })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  const item = commentItems(page).filter({ hasText: payload })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('<i>Visiteur</i>')
  await expect(item.locator('img, b, i')).toHaveCount(0)
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre commentaire a été publié avec succès !' }),
  ).toBeVisible()
  expect(dialogs).toEqual([])
})

test('a failed post keeps what was typed and says so', async ({ page, site }) => {
  const dialogs = collectDialogs(page)
  await openForm(page, await articleSlug(site, 4))
  const text = unique('Le centre de santé de notre commune attend aussi une maternité.')
  await fillForm(page, { name: 'Mariam Yarou', email: 'mariam@example.org', content: text })
  site.api.injectFault('/api/comments/', { status: 500 })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Erreur lors de l’envoi du commentaire' }),
  ).toBeVisible()
  expect(dialogs).toEqual([])
  await expect(page.getByLabel('Nom complet *')).toHaveValue('Mariam Yarou')
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('mariam@example.org')
  await expect(page.getByLabel('Commentaire *')).toHaveValue(text)
  await expect(commentItems(page).filter({ hasText: text })).toHaveCount(0)

  // Once the back-end is back, the same form sends it.
  site.api.clearFaults()
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(commentItems(page).filter({ hasText: text })).toHaveCount(1)
})

test('errors the server names per field are shown beside the fields', async ({ page, site }) => {
  collectDialogs(page)
  await openForm(page, await articleSlug(site, 5))
  const text = unique('Merci.')
  // One letter is too short for a name, and two dots in a row are not an address: the browser's checks let
  // both through, the back-end refuses both.
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  await fillForm(page, { name: 'A', email: 'awa..dossou@example.org', content: text })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(page.getByText('Vérifiez votre nom : il est trop court ou trop long.')).toBeVisible()
  await expect(page.getByText('Indiquez une adresse e-mail valide.')).toBeVisible()
  expect(posts).toHaveLength(1)
  await expect(page.getByLabel('Nom complet *')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Adresse e-mail *')).toHaveAccessibleDescription(
    'Elle n’est jamais publiée. Indiquez une adresse e-mail valide.',
  )
  await expect(page.getByLabel('Commentaire *')).not.toHaveAttribute('aria-invalid', 'true')
  // A refused value is not a failure to send.
  await expect(page.getByText(/Erreur lors de l['’]envoi du commentaire/)).toHaveCount(0)
  await expect(page.getByLabel('Nom complet *')).toBeFocused()
  await expect(page.getByLabel('Commentaire *')).toHaveValue(text)

  await page.getByLabel('Nom complet *').fill('Awa Dossou')
  await expect(page.getByText('Vérifiez votre nom : il est trop court ou trop long.')).toHaveCount(0)
})

test('while sending, the button reads "Envoi..." and is disabled: one click, one post', async ({
  page,
  site,
}) => {
  collectDialogs(page)
  await openForm(page, await articleSlug(site, 6))
  const text = unique('Une seule fois, s’il vous plaît.')
  await fillForm(page, { name: 'Sènan Hounkpè', email: 'senan@example.org', content: text })
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/comments/')) posts.push(request.url())
  })
  site.api.injectFault('/api/comments/', { delayMs: 1500 })
  // Two clicks in the same moment, before the page can redraw.
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })
  const sending = page.getByRole('button', { name: 'Envoi...' })
  await expect(sending).toBeDisabled()
  await expect(commentItems(page).filter({ hasText: text })).toHaveCount(1)
  expect(posts).toHaveLength(1)
})

test('a refused form token (expired or used) is replaced and the comment sent, with nothing to type again', async ({
  page,
  site,
}) => {
  const slug = await articleSlug(site, 8)
  // The first token the form receives is one the back-end no longer takes: its time moved back two days,
  // as a form left open that long would send it (its signature then fails, as an expired token's does).
  let tokens = 0
  await page.route('**/api/comments/token/', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { token: string; wait_seconds: number }
    if (tokens++ === 0) {
      const [, ...rest] = body.token.split('.')
      body.token = [(Date.now() - 48 * 3_600_000).toString(36), ...rest].join('.')
    }
    await route.fulfill({ response, json: body })
  })
  const posts: number[] = []
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/comments/')
      posts.push(response.status())
  })
  await openForm(page, slug)
  const text = unique('Merci pour le compte rendu de la réunion du comité de l’eau.')
  await fillForm(page, { name: 'Pélagie Hounkpè', email: 'pelagie@example.org', content: text })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()

  await expect(
    page.getByRole('status').filter({ hasText: 'Votre commentaire a été publié avec succès !' }),
  ).toBeVisible()
  await expect(commentItems(page).filter({ hasText: text })).toHaveCount(1)
  expect(posts).toEqual([400, 201])
  expect(tokens).toBe(2)
  // Opened again for another comment, the form asks for a new token: each is good for one post.
  await counter(page).click()
  await expect(page.getByLabel('Commentaire *')).toHaveValue('')
  await expect.poll(() => tokens).toBe(3)
})

test('posting too fast gives a clear message', async ({ page, site }) => {
  const dialogs = collectDialogs(page)
  await openForm(page, await articleSlug(site, 7))
  await fillForm(page, {
    name: 'Rodrigue Ahouansou',
    email: 'rodrigue@example.org',
    content: unique('Encore moi.'),
  })
  site.api.injectFault('/api/comments/', { status: 429 })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  const message =
    'Vous avez envoyé plusieurs commentaires en peu de temps. Patientez une minute avant de réessayer.'
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
  expect(dialogs).toEqual([])
})

test('comments in English', async ({ page, site }) => {
  const dialogs = collectDialogs(page)
  const slug = await articleSlug(site, 8)
  await openForm(page, slug, 'en')
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible()
  await expect(page.getByLabel('Comment *')).toHaveAttribute(
    'placeholder',
    'Share your thoughts on this article...',
  )
  await page.getByRole('button', { name: 'Send the comment' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all the fields' })).toBeVisible()
  await expect(page.getByLabel('Full name *')).toHaveAccessibleDescription('Enter your name.')
  await expect(page.getByText('Write your comment.')).toBeVisible()

  await page.getByLabel('Full name *').fill('Grace Adjovi')
  await page.getByLabel('E-mail address *').fill('grace@')
  await page.getByLabel('Comment *').fill(unique('Great work in Kandi.'))
  await page.getByRole('button', { name: 'Send the comment' }).click()
  await expect(page.getByLabel('E-mail address *')).toHaveAccessibleDescription(
    /^It is never published\. Enter a valid e-mail address/,
  )
  await page.getByLabel('E-mail address *').fill('grace@example.org')
  await page.getByLabel('Comment *').fill(unique('Great work in Kandi.'))
  site.api.injectFault('/api/comments/', { status: 503 })
  await page.getByRole('button', { name: 'Send the comment' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Error sending comment.' })).toBeVisible()
  expect(dialogs).toEqual([])

  site.api.clearFaults()
  await page.getByRole('button', { name: 'Send the comment' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Your comment has been published successfully!' }),
  ).toBeVisible()
})

test('with moderation on, a comment is not listed and the moderation message shows', async ({
  page,
  site,
}) => {
  const moderated = await startSiteServer({
    distDir: E2E_DIST_DIR,
    port: 0,
    api: { ...E2E_API_OPTIONS, moderation: true },
  })
  try {
    const dialogs = collectDialogs(page)
    const slug = await articleSlug(site, 9)
    await page.goto(`${moderated.url}/fr/actualite/${slug}`)
    await waitForApp(page)
    await showArticleInteractions(page)
    await counter(page).click()
    const text = unique('Commentaire à relire avant publication.')
    await fillForm(page, { name: 'Modeste Gbaguidi', email: 'modeste@example.org', content: text })
    await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
    const message = 'Commentaire envoyé avec succès\u202f; il sera visible après modération.'
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible()
    expect(dialogs).toEqual([])
    await expect(page.getByLabel('Commentaire *')).toHaveCount(0)
    await page.reload()
    await waitForApp(page)
    await showArticleInteractions(page)
    await expect(page.getByRole('heading', { name: /^Commentaires \(\d+\)$/ })).toBeVisible()
    await expect(page.getByText(text)).toHaveCount(0)
  } finally {
    await moderated.close()
  }
})

test('the open form, its field errors and the share menu pass the axe checks', async ({ page, site }) => {
  collectDialogs(page)
  await openForm(page, await articleSlug(site, 10))
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(page.getByText('Écrivez votre commentaire.')).toBeVisible()
  await fillForm(page, { name: 'A', email: 'awa..dossou@example.org', content: unique('Merci.') })
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(page.getByText('Indiquez une adresse e-mail valide.')).toBeVisible()
  await page.getByLabel('Adresse e-mail *').fill('awa@localhost')
  await page.getByRole('button', { name: 'Envoyer le commentaire' }).click()
  await expect(page.getByText(/^Adresse e-mail invalide/)).toBeVisible()
  await page.getByRole('button', { name: 'Partager' }).click()
  await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a long discussion shows ten comments, then ten more at each "more"', async ({ page, site }) => {
  const slug = await articleSlug(site, 11)
  const { id } = (await (await fetch(`${site.url}/api/articles/slug/${slug}/`)).json()) as { id: number }
  // As the form does: a token per post (each serves once), the minimum wait, then the posts.
  const issued = await Promise.all(
    Array.from(
      { length: 12 },
      async () =>
        (await (await fetch(`${site.url}/api/comments/token/`)).json()) as {
          token: string
          wait_seconds: number
        },
    ),
  )
  await new Promise((resolve) => setTimeout(resolve, issued[0]!.wait_seconds * 1000 + 100))
  const label = unique('Discussion longue')
  for (let i = 1; i <= 12; i++) {
    const res = await fetch(`${site.url}/api/comments/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        visitor_name: 'Ablawa Sossou',
        visitor_email: 'ablawa@example.org',
        content: `${label}, message ${i}`,
        article: id,
        form_token: issued[i - 1]!.token,
      }),
    })
    expect(res.status).toBe(201)
  }
  const total = (
    (await (await fetch(`${site.url}/api/articles/${id}/comments/?page_size=1`)).json()) as { count: number }
  ).count

  await page.goto(`/fr/actualite/${slug}`)
  await waitForApp(page)
  await showArticleInteractions(page)
  await expect(page.getByRole('heading', { name: `Commentaires (${total})` })).toBeVisible()
  await expect(commentItems(page)).toHaveCount(10)
  await expect(commentItems(page).first()).toContainText(`${label}, message 12`)
  const more = page.getByRole('button', { name: 'Afficher plus de commentaires' })
  for (let shown = 10; shown < total && shown < 200; shown += 10) {
    await more.click()
    await expect(commentItems(page)).toHaveCount(Math.min(total, shown + 10))
  }
  await expect(more).toHaveCount(0)
  await expect(commentItems(page).filter({ hasText: label })).toHaveCount(12)
})
