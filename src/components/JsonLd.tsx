import { scriptSafeJson } from '../lib/safe-json'

/** Structured data for search engines: inert JSON, not a script the browser runs (no CSP exception needed). */
export function JsonLd({ data }: { data: Record<string, unknown> | readonly Record<string, unknown>[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(JSON.stringify(data)) }}
    />
  )
}
