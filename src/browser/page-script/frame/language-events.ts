/**
 * Dispatched on `window` just before a language switch (src/browser/page-script/frame/language.ts) reads the address: a
 * part of the page that holds state it has not yet written there (the news search's debounced text) writes it
 * at once, so the other language's page gets it (docs/behaviour.md#language-switch). In a module of its own,
 * so an island can listen without bringing the frame's code.
 */
export const BEFORE_LANGUAGE_SWITCH = 'beforelanguageswitch'
