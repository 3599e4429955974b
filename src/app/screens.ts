/**
 * Screens with a fixed path under each language prefix (docs/behaviour.md#routes); '' is the home page.
 * Shared by the prerender list (scripts/build/site-paths.ts) and the links that must land on an existing
 * screen.
 */
export const STATIC_SEGMENTS = [
  '',
  'contact',
  'about',
  'mission',
  'historique',
  'equipe',
  'don',
  'carriere',
  'documents',
  'actualites',
  'projets',
  'publications',
  // docs/behaviour.md#privacy-page
  'confidentialite',
  // Where the contact form's browser post lands once the back-end has it (docs/behaviour.md#contact).
  'contact/merci',
] as const
