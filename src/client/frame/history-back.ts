import { CLICK_FIRST } from './click-first'

/** On a "previous page" button: prerendered hidden, as without the script it could do nothing. */
export const HISTORY_BACK_ATTR = 'data-history-back'

/** Shows the page's "previous page" buttons and makes them go back in the tab's history. */
export function enhanceHistoryBack(): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${HISTORY_BACK_ATTR}]`)) button.hidden = false
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${HISTORY_BACK_ATTR}]`)) return
      window.history.back()
    },
    CLICK_FIRST,
  )
}
