import { describe, expect, it } from 'vitest'
import { contactWhatsappUrl } from '../../src/pages/Contact/whatsapp'

const draft = {
  name: ' Adjoa Houngbédji ',
  email: 'adjoa@exemple.bj',
  subject: 'Bénévolat',
  message: 'Bonjour,\nje voudrais aider & apprendre.',
}

describe('the WhatsApp message of the contact form (docs/behaviour.md#contact-by-e-mail)', () => {
  it('opens a chat with the number of the settings, digits only', () => {
    expect(contactWhatsappUrl('+229 01 97 45 32 18', null)).toBe('https://wa.me/2290197453218')
  })

  it('carries the subject, the message and the sender, encoded whole', () => {
    const url = new URL(contactWhatsappUrl('+229 01 97 45 32 18', draft))
    expect(url.pathname).toBe('/2290197453218')
    expect(url.searchParams.get('text')).toBe(
      'Bénévolat\n\nBonjour,\nje voudrais aider & apprendre.\n\n— Adjoa Houngbédji <adjoa@exemple.bj>',
    )
  })

  it('opens with the greeting when nothing was typed', () => {
    expect(
      new URL(contactWhatsappUrl('+229 01 97 45 32 18', null, 'Bonjour AHB,')).searchParams.get('text'),
    ).toBe('Bonjour AHB,')
  })
})
