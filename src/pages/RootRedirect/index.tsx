/**
 * `/` in the route table. The built site never renders it: its `/index.html` is a small static page that
 * sends the visitor to the stored or default language (scripts/build/root-page.ts). Nothing hydrates it
 * either (docs/islands.md), so under the dev server `/` stays blank: open `/fr` there.
 */
export function Component() {
  return null
}
