/**
 * Clicks are listened to on the way down: today React hydrates parts of the page late (the footer as it nears
 * the screen), and a click on a part not hydrated yet is stopped before it bubbles up to `document`.
 */
export const CLICK_FIRST: AddEventListenerOptions = { capture: true }
