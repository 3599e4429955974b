/**
 * A mobile-money USSD code (`*126#`) as a `tel:` link that opens the dialler with the code typed in. `#` starts
 * a URL's fragment, so it is written `%23`; `*` is allowed as it is. Spaces a writer may put are dropped.
 * Android dials such links; iOS refuses `tel:` links with `*` or `#`, hence the copy button beside each.
 */
export function ussdTelHref(code: string): string {
  return `tel:${code.replace(/\s+/g, '').replaceAll('#', '%23')}`
}
