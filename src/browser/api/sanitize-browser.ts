import DOMPurify, { type DOMPurify as Purifier } from 'dompurify'
import {
  ALLOWED_TAGS,
  DROP_WITH_CONTENT,
  allAllowedAttributeNames,
  policyAttributes,
} from '../../shared/lib/html/allowlist'

/**
 * Browser-side sanitizer for rich text fetched at run time, with the allow-list the build uses. Loaded with a
 * dynamic `import()` by the API client only, so DOMPurify stays out of the code every page loads up front.
 */

let purifier: Purifier | null = null

function createPurifier(): Purifier {
  // Our own instance, so the hooks below never affect another user of DOMPurify on the page.
  const instance = DOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return
    const given: Record<string, string> = {}
    for (const attribute of Array.from(node.attributes)) given[attribute.name] = attribute.value
    const kept = policyAttributes(node.tagName, given)
    for (const name of Object.keys(given)) if (!(name in kept)) node.removeAttribute(name)
    for (const [name, value] of Object.entries(kept)) node.setAttribute(name, value)
  })
  return instance
}

function escapeAsText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Sanitizes HTML for rendering. Without a usable DOM it escapes everything rather than trust the input. */
export function sanitizeRichTextInBrowser(dirty: string): string {
  if (typeof window === 'undefined') return escapeAsText(dirty)
  purifier ??= createPurifier()
  if (!purifier.isSupported) return escapeAsText(dirty)
  return purifier
    .sanitize(dirty, {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: allAllowedAttributeNames(),
      FORBID_CONTENTS: [...DROP_WITH_CONTENT],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      ALLOW_SELF_CLOSE_IN_ATTR: false,
      SAFE_FOR_TEMPLATES: false,
      WHOLE_DOCUMENT: false,
      RETURN_TRUSTED_TYPE: false,
    })
    .trim()
}
