import { enhanceBackToTop } from './back-to-top'
import { enhanceDropdowns } from './dropdowns'
import { enhanceHistoryBack } from './history-back'
import { syncLanguage } from './language'
import { enhanceMobileMenu } from './mobile-menu'
import { fillSearchBoxes, offerSiteSearch } from './search-box'

/**
 * The frame's script: the top bar, mobile menu and footer work without it (plain links, a GET form, native
 * `<details>` and `popover`); it adds what they cannot do alone. No React: every listener is delegated from
 * `document`, so it works on prerendered markup whether or not React hydrates it or renders it afresh.
 */
export function enhanceFrame(): void {
  enhanceDropdowns()
  enhanceMobileMenu()
  enhanceBackToTop()
  enhanceHistoryBack()
  syncLanguage()
  fillSearchBoxes()
  offerSiteSearch()
}
