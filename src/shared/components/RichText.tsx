import { type Shown, langOfShown, textOfShown } from './PartText'

/**
 * HTML that was sanitized before it got here: by the pipeline at build time (src/shared/lib/html/allowlist.ts), or by
 * the browser client for content fetched at run time. Never pass it anything else.
 */
export function RichText({ html, className = '' }: { html: Shown; className?: string }) {
  return (
    <div
      lang={langOfShown(html)}
      className={`prose prose-slate max-w-none ${className}`}
      dangerouslySetInnerHTML={{ __html: textOfShown(html) }}
    />
  )
}
