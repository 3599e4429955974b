/**
 * A control that works only with JavaScript (docs/behaviour.md#nothing-dead-without-javascript): prerendered
 * `hidden` with this attribute, whose value is the display it takes when shown. A browser that says scripts
 * run (`@media (scripting: enabled)`, src/shared/styles/global.css) shows it from the first paint, so nothing moves
 * when the page script runs; elsewhere the page script shows it as soon as it runs (src/browser/page-script/script-only.ts),
 * before its island hydrates — a click or a submit made then is held for the island
 * (src/browser/islands/early-actions.ts). Without JavaScript it never shows.
 */
export const SCRIPT_ONLY_ATTR = 'data-script-only'

/** The displays global.css gives a script-only control where scripts run. */
export type ShownDisplay = 'block' | 'inline-flex'

/**
 * The attributes of such a control inside an island: hidden while prerendered and hydrating (what the page
 * script already undid), shown once hydrated, so React and the page agree. `display`: the one its classes give
 * it, which the stylesheet needs to show it before the page script runs.
 */
export function scriptOnly(
  client: boolean,
  display: ShownDisplay,
): { hidden: boolean; 'data-script-only': ShownDisplay } {
  return { hidden: !client, [SCRIPT_ONLY_ATTR]: display }
}
