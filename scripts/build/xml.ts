/** The one XML escaper of the build's XML files (the news feeds, the sitemap). */

// Characters XML 1.0 does not allow at all, even escaped: matching them is the point of this pattern.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function xmlEscape(value: string): string {
  return value
    .replace(FORBIDDEN_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
