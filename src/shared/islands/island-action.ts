/**
 * Marks a link that its island turns into an action in the page (the home video's thumbnail, an image to
 * enlarge): without JavaScript it is followed; before the island has hydrated, its click is held like a
 * control's (src/browser/islands/early-actions.ts) and given to it once hydrated, so it is not followed then.
 */
export const ISLAND_ACTION_ATTR = 'data-island-action'
