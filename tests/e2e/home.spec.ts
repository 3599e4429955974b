import type { Locator, Page } from '@playwright/test'
import { frenchTypography } from '../../src/shared/i18n/typography'
import { axeViolations } from './support/axe'
import { sidewaysOverflow } from './support/layout'
import { expect, test, waitForApp, waitForBlock } from './support/fixtures'

// The home page as a visitor uses it: prerendered blocks, the slider, the video and image popups, the events
// filter. The slider's timers run on Playwright's clock, so 5 seconds take no real time; that clock also
// holds animation frames, so clicks there skip Playwright's wait for a still element (`force`).

test.use({ viewport: { width: 1366, height: 900 } })

test.afterEach(async ({ site }) => site.api.clearFaults())

const hero = (page: Page) => page.locator('section[aria-roledescription="carousel"]')
const block = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`)
const currentSlide = (page: Page) => hero(page).locator('[data-current="true"]')

async function openHome(page: Page, path = '/fr'): Promise<void> {
  await page.clock.install()
  await page.goto(path)
  await waitForApp(page)
  // Until now the page's clock ran in real time (more of it on a loaded machine); from here on it moves only
  // when the test runs it.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
  // The pointer rests on the slider, which pauses it, then leaves it: its 5 seconds start again, on the paused
  // clock. It stays outside the slider, which would pause it otherwise.
  const box = await hero(page).boundingBox()
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect(hero(page)).toHaveAttribute('data-rotating', 'false')
  await page.mouse.move(5, 890)
}

/** Moves focus out of the slider (focus inside pauses it). */
async function blurActive(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
}

/** The number of slides, once the slider's script has brought them all in (the page holds the first only). */
async function slideCount(page: Page): Promise<number> {
  // One dot per slide, prerendered; a single slide has no controls.
  const count = Math.max(1, await hero(page).locator('[data-slider="dot"]').count())
  await expect(hero(page).locator('[data-slide]')).toHaveCount(count)
  return count
}

async function expectSlide(page: Page, position: number): Promise<void> {
  await expect(currentSlide(page)).toHaveAttribute('data-slide', String(position))
}

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang} shows every block without JavaScript`, async ({ noScriptPage: page }) => {
    await page.goto(`/${lang}`)
    const names =
      lang === 'fr'
        ? ['Nos projets', 'Zoom sur', 'Dernières actualités', 'Nos axes stratégiques', 'Nos partenaires']
        : ['Our projects', 'In focus', 'Latest news', 'Our strategic priorities', 'Our partners']
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    for (const name of names) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'Nos événements' : 'Our events' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: lang === 'fr' ? 'L’AHB en images' : 'AHB in pictures' }),
    ).toBeVisible()
    // The first slide only, its image loaded early with its size; the others come with the slider's script,
    // so their images are not even asked for.
    const slides = page.locator('[data-slide]')
    await expect(slides).toHaveCount(1)
    await expect(slides.first()).toBeVisible()
    await expect(slides.first()).toHaveAttribute('data-slide', '1')
    await expect(hero(page).locator('img')).toHaveCount(1)
    // Nothing turns without the slider's script: no previous, next, dot or pause button is offered.
    await expect(hero(page).locator('[data-slider]')).not.toHaveCount(0)
    await expect(hero(page).getByRole('button')).toHaveCount(0)
    for (const control of await hero(page).locator('[data-slider]').all()) await expect(control).toBeHidden()
    const firstImage = slides.first().locator('img')
    await expect(firstImage).toHaveAttribute('loading', 'eager')
    await expect(firstImage).toHaveAttribute('width', /\d+/)
    await expect(firstImage).toHaveAttribute('height', /\d+/)
    // Cards link with the page's language.
    await expect(page.locator(`a[href^="/${lang}/actualite/"]`).first()).toBeVisible()
    await expect(page.locator(`a[href^="/${lang}/projet/"]`).first()).toBeVisible()
    await expect(page.locator(`a[href^="/${lang}/info/"]`).first()).toBeVisible()
  })
}

test('the home page hydrates without errors and matches the prerendered HTML', async ({
  page,
  consoleErrors,
}) => {
  for (const lang of ['fr', 'en']) {
    await page.goto(`/${lang}`)
    await waitForApp(page)
    // The blocks below the first screen hydrate as they near it: each one, and the footer, down the page.
    for (const titleId of ['video', 'events', 'projects', 'focus', 'odd', 'articles', 'strategies'])
      await waitForBlock(block(page, `home-${titleId}-title`))
    await waitForBlock(page.locator('[data-partners-state]'))
    await waitForBlock(page.locator('footer'))
  }
  expect(consoleErrors).toEqual([])
})

test('over a slow connection, with its scripts cached, the page hydrates as it is and works', async ({
  page,
}) => {
  // The first visit caches the scripts; the page then arrives slowly and they run before it has all come.
  await page.goto('/en')
  await waitForApp(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 16 * 1024,
    uploadThroughput: 64 * 1024,
  })
  await page.goto('/fr', { waitUntil: 'commit' })
  await waitForApp(page)
  await expect(page.locator('main')).toHaveCount(1)
  await waitForBlock(block(page, 'home-focus-title'))
  await page
    .getByRole('link', { name: /^Agrandir l’image/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('the video, events and in-focus blocks, and the islands’ runtime, wait for the visitor; a first tap on the video still opens it', async ({
  page,
}) => {
  const blockCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(hydrate|framework|VideoBlock|EventsBlock|FocusBlock)-[\w-]+\.js$/.test(request.url()))
      blockCode.push(request.url())
  })
  // The video block's code comes slowly: the tap below surely comes before the block has hydrated.
  await page.route(/\/assets\/VideoBlock-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/fr')
  await waitForApp(page)
  await page.waitForLoadState('networkidle')
  // Loaded and quiet, the video and events blocks on the screen: nothing of theirs has been fetched or run, not
  // even the islands' runtime.
  expect(blockCode).toEqual([])
  await expect(page.locator('[data-island="VideoBlock"]')).not.toHaveAttribute('data-hydrated', 'true')
  await page.locator('[data-video-thumbnail]').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('[data-island="VideoBlock"]')).toHaveAttribute('data-hydrated', 'true')
})

test('a click that comes with no key or pointer before it, as a screen reader sends, opens the video', async ({
  page,
}) => {
  await page.goto('/fr')
  await waitForApp(page)
  await expect(page.locator('[data-island="VideoBlock"]')).not.toHaveAttribute('data-hydrated', 'true')
  await page.locator('[data-video-thumbnail]').dispatchEvent('click')
  await expect(page.getByRole('dialog')).toBeVisible()
})

test.describe('hero slider', () => {
  test('advances every 5 seconds, wraps to the first, and announces nothing while it turns', async ({
    page,
  }) => {
    await openHome(page)
    const count = await slideCount(page)
    expect(count).toBeGreaterThan(1)
    await expectSlide(page, 1)
    await expect(hero(page)).toHaveAttribute('data-rotating', 'true')
    await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(4000)
    await expectSlide(page, 1)
    await page.clock.runFor(1100)
    await expectSlide(page, 2)
    for (let position = 3; position <= count; position += 1) {
      await page.clock.runFor(5000)
      await expectSlide(page, position)
    }
    await page.clock.runFor(5000)
    await expectSlide(page, 1)
  })

  test('previous and next wrap at both ends; dots go to a slide and say which is current', async ({
    page,
  }) => {
    await openHome(page, '/en')
    const count = await slideCount(page)
    await page.getByRole('button', { name: 'Previous slide' }).click({ force: true })
    await expectSlide(page, count)
    await page.getByRole('button', { name: 'Next slide' }).click({ force: true })
    await expectSlide(page, 1)
    await page.getByRole('button', { name: 'Next slide' }).click({ force: true })
    await expectSlide(page, 2)
    const dots = hero(page).locator('[data-slider="dot"]')
    await expect(dots).toHaveCount(count)
    await dots.nth(count - 1).click({ force: true })
    await expectSlide(page, count)
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true')
    await expect(dots.first()).not.toHaveAttribute('aria-current', 'true')
    // A manual change is announced politely.
    await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await expect(hero(page).locator('[aria-live]')).toHaveText(new RegExp(`^Slide ${count} of ${count}: `))
    // Only the current slide's link can be reached.
    await expect(currentSlide(page).getByRole('link', { name: /Learn more/ })).toBeVisible()
    await expect(hero(page).getByRole('link', { name: /Learn more/ })).toHaveCount(1)
  })

  test('the pause button stops it, the play button starts it again', async ({ page }) => {
    await openHome(page)
    const toggle = page.getByRole('button', { name: 'Mettre le défilement en pause' })
    await expect(toggle).toBeVisible()
    await toggle.click({ force: true })
    // Focus left the slider and the pointer is away: only the button keeps it still.
    await blurActive(page)
    await page.mouse.move(5, 890)
    await page.clock.runFor(12_000)
    await expectSlide(page, 1)
    await expect(hero(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
    await page.getByRole('button', { name: 'Lancer le défilement' }).click({ force: true })
    await page.mouse.move(5, 890)
    await blurActive(page)
    await page.clock.runFor(5100)
    await expectSlide(page, 2)
  })

  test('pauses while the pointer rests on it or focus is inside it', async ({ page }) => {
    await openHome(page)
    await hero(page).hover({ force: true })
    await page.clock.runFor(11_000)
    await expectSlide(page, 1)
    await page.mouse.move(5, 890)
    await page.clock.runFor(5100)
    await expectSlide(page, 2)
    await currentSlide(page).getByRole('link').focus()
    await page.clock.runFor(11_000)
    await expectSlide(page, 2)
  })

  test('does not move on its own under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHome(page)
    await expect(page.getByRole('button', { name: 'Lancer le défilement' })).toBeVisible()
    await page.clock.runFor(16_000)
    await expectSlide(page, 1)
  })

  test('works from the keyboard', async ({ page }) => {
    await openHome(page)
    const next = page.getByRole('button', { name: 'Diapositive suivante' })
    await next.focus()
    await page.keyboard.press('Enter')
    await expectSlide(page, 2)
    await page.keyboard.press('Space')
    await expectSlide(page, 3)
    // Focus inside: it stays put.
    await page.clock.runFor(11_000)
    await expectSlide(page, 3)
  })

  test('the learn-more button leads to the slide detail page', async ({ page }) => {
    await page.goto('/fr')
    await waitForApp(page)
    const link = currentSlide(page).getByRole('link', { name: /En savoir plus/ })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/fr\/full-description\/[\w-]+$/)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('a broken slide image falls back to /slides/slide1.jpg', async ({ page }) => {
    await page.route(/\/media\//, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/fr')
    await waitForApp(page)
    await expect(currentSlide(page).locator('img')).toHaveAttribute('src', '/slides/slide1.jpg')
    // The fallback is a new request: it has a width once it has loaded, which may take a moment.
    await expect
      .poll(() =>
        currentSlide(page)
          .locator('img')
          .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      )
      .toBeGreaterThan(0)
  })
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test('taps change the slide and open the video', async ({ page }) => {
    await page.clock.install()
    await page.goto('/fr')
    await waitForApp(page)
    // The slider's own 5 seconds wait on a paused clock: on a loaded machine they could otherwise pass between
    // the tap and the check, and move the slider once more.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await page.getByRole('button', { name: 'Diapositive suivante' }).tap()
    await expectSlide(page, 2)
    await page.clock.resume()
    await waitForBlock(block(page, 'home-video-title'))
    await page.locator('[data-video-thumbnail]').tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('button', { name: 'Fermer la vidéo' }).tap()
    await expect(page.getByRole('dialog')).toBeHidden()
    const overflow = await sidewaysOverflow(page)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

/**
 * Keyboard focus never reaches the page behind a modal popup: Tab and Shift+Tab go round its controls, through
 * the browser's own toolbar as a native modal dialog does (the document's body when headless, which has none),
 * and the page's own controls cannot take focus even from a script.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const where = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement
      if (element.contains(active)) return 'popup'
      return active === null || active === document.body ? 'browser' : 'page'
    })
  const visits: string[] = []
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab')
    visits.push(await where())
  }
  await page.keyboard.press('Shift+Tab')
  visits.push(await where())
  expect(visits).not.toContain('page')
  // At most one stop outside per round of its controls.
  expect(visits.join(' ')).not.toContain('browser browser')
  expect(visits.filter((visit) => visit === 'popup').length).toBeGreaterThanOrEqual(4)
  const behind = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a[href]')
    link?.focus()
    return link !== null && document.activeElement === link
  })
  expect(behind).toBe(false)
}

test('the presentation video opens in a popup that traps focus, locks scrolling and closes', async ({
  page,
}) => {
  await page.goto('/fr')
  await waitForApp(page)
  await waitForBlock(block(page, 'home-video-title'))
  // A link to the video itself (it plays without JavaScript too,
  // docs/behaviour.md#nothing-dead-without-javascript); hydrated, it opens the popup.
  const thumbnail = page.getByRole('link', { name: /^Lire la vidéo/ })
  await expect(thumbnail).toHaveCount(1)
  await expect(thumbnail).toHaveAttribute('href', /^https?:\/\/.+|^\/.+/)
  await thumbnail.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const video = dialog.locator('video')
  await expect(video).toHaveAttribute('autoplay', '')
  await expect(video).toHaveAttribute('controls', '')
  await expect(dialog.getByRole('button', { name: 'Fermer la vidéo' })).toBeFocused()
  await expectOnTop(dialog.getByRole('button', { name: 'Fermer la vidéo' }))
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  await expectFocusTrapped(page, dialog)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  await thumbnail.click()
  await dialog.getByRole('button', { name: 'Fermer la vidéo' }).click()
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

/** The button is what a click at its centre reaches: nothing of the popup covers it. */
async function expectOnTop(button: Locator): Promise<void> {
  const box = await button.boundingBox()
  expect(box).not.toBeNull()
  const hit = await button.evaluate(
    (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  )
  expect(hit).toBe(true)
}

/** Opens the presentation video's popup and gives its dialog. */
async function openVideo(page: Page, path = '/fr'): Promise<Locator> {
  await page.goto(path)
  await waitForApp(page)
  await waitForBlock(block(page, 'home-video-title'))
  await page.getByRole('link', { name: /^(Lire la vidéo|Play the video)/ }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test('the presentation video plays in its popup, its thumbnail as the poster', async ({ page }) => {
  const dialog = await openVideo(page)
  const video = dialog.locator('video')
  const poster = await video.getAttribute('poster')
  expect(poster).toMatch(/^\/media\/.+\.(jpg|png|webp)$/)
  expect((await page.request.get(poster!)).headers()['content-type']).toMatch(/^image\//)
  // It loads its frames (HAVE_CURRENT_DATA or more) and its time moves on: it plays.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2)
  const started = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(started + 0.5)
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(4)
  await expect(dialog.locator('[data-video-error]')).toHaveCount(0)
})

test('a video that cannot be played gives a message, a link to the file and a way out', async ({
  page,
  site,
}) => {
  site.api.injectFault('/media/ahb-presentation.mp4', { status: 404 })
  // On a phone, where the message needs more height than a 16:9 box.
  await page.setViewportSize({ width: 360, height: 740 })
  const dialog = await openVideo(page, '/en')
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('This video cannot be played here.')
  await expect(dialog.locator('video')).toHaveCount(0)
  // Nothing of it is cut off by its rounded frame.
  const clipped = await alert.evaluate((element) =>
    [element, element.parentElement!].some((box) => box.scrollHeight > box.clientHeight + 1),
  )
  expect(clipped).toBe(false)
  await expect(alert.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
    'href',
    '/media/ahb-presentation.mp4',
  )
  expect(await axeViolations(page)).toEqual([])
  await alert.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
})

test('an image in focus opens full screen and closes on its button, Escape and the backdrop', async ({
  page,
}) => {
  await page.goto('/en')
  await waitForApp(page)
  await waitForBlock(block(page, 'home-focus-title'))
  // A link to the full image (it opens without JavaScript too,
  // docs/behaviour.md#nothing-dead-without-javascript); hydrated, it opens the view.
  const opener = page.getByRole('link', { name: /^Enlarge the image: / }).first()
  await expect(opener).toHaveAttribute('href', /^\/(media|images)\//)
  const title = (await opener.textContent())?.replace('Enlarge the image: ', '') ?? ''
  await opener.click()
  const dialog = page.getByRole('dialog', { name: `Enlarged image: ${title}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: title })).toBeVisible()
  await expectOnTop(dialog.getByRole('button', { name: 'Close the image' }))
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await opener.click()
  await dialog.click({ position: { x: 10, y: 10 } })
  await expect(dialog).toBeHidden()
  await opener.click()
  await dialog.getByRole('button', { name: 'Close the image' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('focus cards lead to their information page only when they have a slug', async ({ page }) => {
  await page.goto('/fr')
  await waitForApp(page)
  const section = page.locator('section[aria-labelledby="home-focus-title"]')
  const cards = section.locator('article')
  const withSlug = section.getByRole('link', { name: /^En savoir plus/ })
  expect(await withSlug.count()).toBeLessThanOrEqual(await cards.count())
  for (const href of await withSlug.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/fr\/info\/[\w-]+$/)
  }
  await expect(section.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/fr/contact')
  await expect(section.getByRole('heading', { name: 'Rejoignez notre mission' })).toBeVisible()
})

test.describe('events', () => {
  async function apiEvents(page: Page, filter: string): Promise<{ title_fr: string }[]> {
    const response = await page.request.get(`/api/events/?filter=${filter}`)
    return (await response.json()) as { title_fr: string }[]
  }

  test('the filter asks the API again and shows at most 6 events of that filter', async ({ page }) => {
    await page.goto('/fr')
    await waitForApp(page)
    const section = block(page, 'home-events-title')
    await waitForBlock(section)
    const upcoming = await apiEvents(page, 'upcoming')
    await expect(section.getByRole('button', { name: 'À venir' })).toHaveAttribute('aria-pressed', 'true')
    await expect(section.locator('article')).toHaveCount(Math.min(6, upcoming.length))

    for (const [name, filter] of [
      ['Tous', 'all'],
      ['À la une', 'featured'],
      ['À venir', 'upcoming'],
    ] as const) {
      const expected = await apiEvents(page, filter)
      const request = page.waitForRequest((r) => r.url().includes(`/api/events/?filter=${filter}`))
      await section.getByRole('button', { name, exact: true }).click()
      await request
      await expect(section.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(section.locator('[data-events-state]')).toHaveAttribute('data-events-state', /ready|empty/)
      const titles = await section.locator('article h3').allTextContents()
      // As the API sent them, in French typography (src/shared/i18n/typography.ts).
      expect(titles).toEqual(expected.slice(0, 6).map((event) => frenchTypography(event.title_fr)))
      if (filter === 'featured')
        await expect(section.locator('article', { hasText: 'À la une' })).toHaveCount(titles.length)
    }
  })

  test('participate opens the registration link in a new tab, or is disabled without one', async ({
    page,
  }) => {
    await page.goto('/fr')
    await waitForApp(page)
    const section = block(page, 'home-events-title')
    await waitForBlock(section)
    await section.getByRole('button', { name: 'Tous', exact: true }).click()
    await expect(section.locator('[data-events-state]')).toHaveAttribute('data-events-state', 'ready')
    const links = section.getByRole('link', { name: /^Participer/ })
    const disabled = section.getByRole('button', { name: 'Participer', exact: true })
    expect((await links.count()) + (await disabled.count())).toBe(await section.locator('article').count())
    await expect(links.first()).toHaveAttribute('target', '_blank')
    await expect(links.first()).toHaveAttribute('rel', /noopener/)
    await expect(links.first()).toHaveAttribute('href', /^https:\/\//)
    await expect(disabled.first()).toBeDisabled()
  })

  test('a filter that fails says so and can be retried', async ({ page, site }) => {
    await page.goto('/fr')
    await waitForApp(page)
    const section = block(page, 'home-events-title')
    await waitForBlock(section)
    site.api.injectFault('/api/events/', { status: 500 })
    await section.getByRole('button', { name: 'Tous', exact: true }).click()
    await expect(section.getByText('Impossible de charger les événements.')).toBeVisible()
    site.api.clearFaults()
    await section.getByRole('button', { name: 'Réessayer' }).click()
    await expect(section.locator('[data-events-state]')).toHaveAttribute('data-events-state', 'ready')
    await expect(section.locator('article').first()).toBeVisible()
  })
})

test('project cards show their badge and lead to the project pages; view-all leads to /projets', async ({
  page,
}) => {
  await page.goto('/en')
  await waitForApp(page)
  const section = page.locator('section[aria-labelledby="home-projects-title"]')
  await expect(section.getByRole('link', { name: 'View all projects' })).toHaveAttribute(
    'href',
    '/en/projets',
  )
  const cards = section.locator('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  for (const href of await section
    .locator('article a')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/en\/projet\/[\w-]+$/)
  }
  await cards.first().locator('h3 a').click()
  await expect(page).toHaveURL(/\/en\/projet\/[\w-]+$/)
})

for (const lang of ['fr', 'en'] as const) {
  test(`/${lang}: every project card bears its page's title, and the block names the menu's themes`, async ({
    page,
  }) => {
    await page.goto(`/${lang}`)
    const section = page.locator('section[aria-labelledby="home-projects-title"]')
    const cards = await section
      .locator('article h3 a')
      .evaluateAll((links) =>
        links.map((link) => ({ title: link.textContent?.trim() ?? '', href: link.getAttribute('href')! })),
      )
    expect(cards.length).toBeGreaterThanOrEqual(3)
    const themes = await section.locator('ul a[href*="/projets/"]').allTextContents()
    const banner = page.getByRole('banner')
    const menuThemes = await banner
      .locator(`nav a[href^="/${lang}/projets/"]`)
      .evaluateAll((links) => [...new Set(links.map((link) => link.textContent?.trim() ?? ''))])
    expect(themes.map((theme) => theme.trim())).toEqual(menuThemes)
    for (const card of cards) {
      await page.goto(card.href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title)
    }
  })
}

test('the articles block shows the 6 latest articles with their date, category and excerpt, each once on the page', async ({
  page,
}) => {
  await page.goto('/fr')
  await waitForApp(page)
  const response = await page.request.get('/api/articles/?page=1&page_size=6&sort=-published_at')
  const { results } = (await response.json()) as { results: { slug: string; title_fr: string }[] }
  const section = page.locator('section[aria-labelledby="home-articles-title"]')
  const titles = await section.locator('article h3').allTextContents()
  expect(titles).toEqual(results.map((article) => frenchTypography(article.title_fr)))
  const first = section.locator('article').first()
  await expect(first.locator('time')).toHaveText(/\d{4}/)
  await expect(first.getByRole('link')).toHaveAttribute('href', `/fr/actualite/${results[0]!.slug}`)
  expect((await first.textContent()) ?? '').not.toMatch(/[<>]/)
  // The latest articles are shown once: no second list of the newest ones beside the strategies.
  await expect(page.getByRole('heading', { name: 'Articles récents' })).toHaveCount(0)
  for (const title of titles)
    await expect(page.locator('main').getByText(title, { exact: true })).toHaveCount(1)
  const strategies = page
    .locator('section[aria-labelledby="home-strategies-title"] ul')
    .first()
    .locator('article')
  expect(await strategies.count()).toBeGreaterThan(0)
})

test('axe finds no violation with a popup open or after the slide changed', async ({ page }) => {
  const violations = () => axeViolations(page)
  await page.goto('/fr')
  await waitForApp(page)
  await page.getByRole('button', { name: 'Diapositive suivante' }).click()
  await expectSlide(page, 2)
  // Stopped, so that no slide is fading while axe measures (half-transparent text over the slide below);
  // focus leaving the slider for a popup would start it again otherwise.
  await page.getByRole('button', { name: 'Mettre le défilement en pause' }).click()
  await expect(currentSlide(page)).toHaveCSS('opacity', '1')
  expect(await violations()).toEqual([])
  await waitForBlock(block(page, 'home-video-title'))
  await page.getByRole('link', { name: /^Lire la vidéo/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations()).toEqual([])
  await page.keyboard.press('Escape')
  await waitForBlock(block(page, 'home-focus-title'))
  await page
    .getByRole('link', { name: /^Agrandir l’image/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations()).toEqual([])
})
