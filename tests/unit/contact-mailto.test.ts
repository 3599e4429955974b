import { describe, expect, it } from 'vitest'
import { telHref } from '../../src/shared/components/contact-summary'
import { clockText, openingRange } from '../../src/pages/Contact/hours'
import { contactMailto } from '../../src/pages/Contact/mailto'

describe('contactMailto (docs/behaviour.md#contact-by-e-mail)', () => {
  const draft = {
    name: ' Awa Dossou ',
    email: 'awa@example.org',
    subject: 'Bénévolat & forages',
    message: 'Bonjour,\nje souhaite aider.',
  }

  it('writes the subject and the message, signed with the sender, to the organisation', () => {
    const link = contactMailto('contact@ahb-benin.org', draft)
    const url = new URL(link)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('contact@ahb-benin.org')
    expect(url.searchParams.get('subject')).toBe('Bénévolat & forages')
    expect(url.searchParams.get('body')).toBe(
      'Bonjour,\r\nje souhaite aider.\r\n\r\n--\r\nAwa Dossou <awa@example.org>',
    )
  })

  it('percent-encodes what could break the link', () => {
    const link = contactMailto('contact@ahb-benin.org', { ...draft, subject: 'a&b=c?d#e f' })
    expect(link).toContain('subject=a%26b%3Dc%3Fd%23e%20f&body=')
    expect(link).not.toMatch(/[\s#]/)
  })
})

describe('opening hours', () => {
  it.each([
    ['08:00', '8:00'],
    ['18:00', '18:00'],
    ['09:30', '9:30'],
    ['00:00', '0:00'],
  ])('%s → %s', (time, expected) => {
    expect(clockText(time)).toBe(expected)
  })

  it('reads as docs/behaviour.md#contact writes it', () => {
    expect(openingRange('08:00', '18:00')).toBe('8:00\u00a0–\u00a018:00')
    expect(openingRange('09:00', '13:00')).toBe('9:00\u00a0–\u00a013:00')
  })
})

describe('telHref', () => {
  it('keeps the digits and the plus sign', () => {
    expect(telHref('+229 01 97 45 32 18')).toBe('tel:+2290197453218')
  })
})
