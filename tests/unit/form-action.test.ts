import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/build/security-headers'

const formAction = (apiOrigin: string) =>
  contentSecurityPolicy({ apiOrigin })
    .split('; ')
    .find((directive) => directive.startsWith('form-action '))

describe('form-action of the site’s CSP (docs/behaviour.md#contact)', () => {
  it('allows exactly the site and the API origin the contact form posts to', () => {
    expect(formAction('https://api.example.org/base/')).toBe("form-action 'self' https://api.example.org")
  })

  it('allows only the site when the API is served by the site’s own origin', () => {
    expect(formAction('')).toBe("form-action 'self'")
  })
})
