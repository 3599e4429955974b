import { declaredPages, type PageDeclaration } from './page-declaration'

/**
 * Every page folder's declaration (src/pages/<Name>/page.ts), for the code Vite bundles: the route table, the
 * menus, the tests. Build scripts run by Node read the same files with scripts/build/pages.ts
 * (docs/architecture.md#pages).
 */
export const PAGES = declaredPages(
  import.meta.glob<PageDeclaration>('../../pages/*/page.ts', { eager: true }),
)
