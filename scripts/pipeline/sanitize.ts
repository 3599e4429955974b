import sanitizeHtml from 'sanitize-html'
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  DROP_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  URL_ATTRIBUTES,
  policyAttributes,
} from '../../src/shared/lib/html/allowlist'

/** sanitize-html options built from the shared allow-list (src/shared/lib/html/allowlist.ts). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    '*': [...GLOBAL_ATTRIBUTES],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
  allowProtocolRelative: true,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROP_WITH_CONTENT],
  // The shared policy runs on every element first, so both sanitizers keep the same attributes and links.
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: policyAttributes(tagName, attribs) }),
  },
}

/** Build-time sanitizer for rich text from the API: the result is safe to render as HTML. */
export function sanitizeRichText(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim()
}
