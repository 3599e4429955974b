import { scriptSafeJson } from '../lib/safe-json'

type StructuredData = Record<string, unknown> | readonly Record<string, unknown>[]

/**
 * Structured data for search engines: inert JSON, not a script the browser runs (no CSP exception needed).
 * Crawlers read it in the prerendered page, so pages give it only when prerendering
 * (`data={import.meta.env.SSR ? … : null}`): the browser keeps the prerendered element as it is (hydration
 * leaves an element's inner HTML alone) and never downloads the code that builds the data.
 */
export function JsonLd({ data }: { data: StructuredData | null }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? scriptSafeJson(JSON.stringify(data)) : '' }}
    />
  )
}
