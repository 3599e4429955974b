/**
 * The attribute on each copy button, holding the code it copies: the page script starts the copy buttons'
 * script when one is present. A module of its own, so the page script that every page loads takes this name
 * and not the rest of copy-markup.ts.
 */
export const COPY_ROOT_ATTR = 'data-copy'
