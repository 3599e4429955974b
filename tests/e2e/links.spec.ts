import { checkLinks } from '../../scripts/linkcheck'
import { expect, test } from './support/fixtures'

test('no internal link, image or fragment of dist/ is broken', () => {
  expect(checkLinks('dist')).toEqual([])
})
