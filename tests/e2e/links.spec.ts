import { checkLinks } from '../../scripts/linkcheck'
import { E2E_DIST_DIR, expect, test } from './support/fixtures'

test('no internal link, image or fragment of the built site is broken', async ({ site }) => {
  const missing = checkLinks(E2E_DIST_DIR)
  // Here the reference back-end serves the site's origin too: a file of its own that a page links to (the
  // presentation video, at /media/) is not in dist/ but must answer, as the visitor's browser asks for it.
  const stillBroken = []
  for (const link of missing) {
    const servedByApi =
      link.reason === 'no such page or file' &&
      link.target.startsWith('/media/') &&
      (await fetch(new URL(link.target, site.url), { method: 'HEAD' })).ok
    if (!servedByApi) stillBroken.push(link)
  }
  expect(stillBroken).toEqual([])
})
