import { expect, showArticleInteractions, test, waitForApp } from './support/fixtures'

test('pages are served with the security headers of _headers', async ({ request }) => {
  const response = await request.get('/fr/about')
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  const pairs = csp.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/)
    return [name, values.join(' ')] as const
  })
  // A repeated directive is ignored by the browser, with a console error on every page.
  const names = pairs.map(([name]) => name)
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  const directives = Object.fromEntries(pairs)
  // 'wasm-unsafe-eval' for the site-wide search's WebAssembly (Pagefind), nothing else.
  expect(directives['script-src']).toBe("'self' 'wasm-unsafe-eval'")
  expect(directives['worker-src']).toBe("'self'")
  expect(directives['object-src']).toBe("'none'")
  expect(directives['base-uri']).toBe("'none'")
  expect(directives['frame-ancestors']).toBe("'none'")
  expect(directives['connect-src']).toBe("'self'")
  // This server speaks plain HTTP, where HSTS must not be sent; tests/integration/static-server.test.ts checks
  // it comes with every answer over TLS (docs/behaviour.md#the-local-static-server).
  expect(headers['strict-transport-security']).toBeUndefined()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
})

test('hashed assets are cached for a year, pages are revalidated, text is compressed', async ({
  request,
}) => {
  const page = await request.get('/fr', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(page.headers()['cache-control']).toBe('no-cache')
  expect(page.headers()['content-encoding']).toBe('br')
  const script = /<script defer=""[^>]*src="([^"]+)"/.exec(await page.text())?.[1]
  expect(script).toMatch(/^\/assets\//)
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('no page breaks the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  for (const path of ['/fr', '/en/actualites', '/fr/contact', '/en/don', '/fr/about', '/fr/page-absente']) {
    await page.goto(path)
    await waitForApp(page)
  }
  // Pages that call the API at run time load the schemas and the sanitizer too.
  await page.goto('/fr/actualites?search=eau')
  await expect(page.getByRole('main').locator('a[href^="/fr/actualite/"]').first()).toBeVisible()
  await page.getByRole('main').locator('a[href^="/fr/actualite/"]').first().click()
  await showArticleInteractions(page)
  await expect(page.getByRole('heading', { name: /Commentaires \(\d+\)/ })).toBeVisible()
  expect(violations).toEqual([])
})
