/**
 * A control that works only with JavaScript (docs/behaviour.md#nothing-dead-without-javascript): prerendered
 * `hidden` with this attribute, shown by the page script as soon as it runs (src/client/script-only.ts), before
 * its island hydrates — a click or a submit made then is held for the island (src/client/early-actions.ts).
 * Without JavaScript it never shows.
 */
export const SCRIPT_ONLY_ATTR = 'data-script-only'

/**
 * The attributes of such a control inside an island: hidden while prerendered and hydrating (what the page
 * script already undid), shown once hydrated, so React and the page agree.
 */
export function scriptOnly(client: boolean): { hidden: boolean; 'data-script-only': '' } {
  return { hidden: !client, [SCRIPT_ONLY_ATTR]: '' }
}
