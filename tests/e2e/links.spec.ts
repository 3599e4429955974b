import { checkLinks } from '../../scripts/linkcheck'
import { E2E_DIST_DIR, expect, test } from './support/fixtures'

test('no internal link, image or fragment of the built site is broken', () => {
  expect(checkLinks(E2E_DIST_DIR)).toEqual([])
})
