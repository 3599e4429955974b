import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * What writes a page's <head> at prerender: the head manager and the page's path, given by the page frame
 * (src/shared/layout/SiteLayout.tsx). An island is a React root of its own, prerendered apart and hydrated in the
 * browser, where there is no head manager (docs/islands.md): there this is null, and a page's meta is not
 * written (PageMeta sets the title only) — so the head manager's code never reaches the browser.
 */
export interface PageHeadTools {
  Head: ComponentType<{ children: ReactNode }>
  pathname: string
}

const PageHeadContext = createContext<PageHeadTools | null>(null)

export const PageHeadProvider = PageHeadContext.Provider

export function usePageHead(): PageHeadTools | null {
  return useContext(PageHeadContext)
}
