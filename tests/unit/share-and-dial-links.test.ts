import { describe, expect, it } from 'vitest'
import { whatsappShareUrl } from '../../src/pages/Article/share-links'
import { ussdTelHref } from '../../src/pages/Donate/ussd'

describe('WhatsApp share link', () => {
  it('puts the title then the address in one encoded text', () => {
    expect(
      whatsappShareUrl({
        title: 'Eau & santé à Ouidah',
        url: 'https://ahb.example.org/fr/actualite/eau?x=1&y=2',
      }),
    ).toBe(
      'https://wa.me/?text=Eau%20%26%20sant%C3%A9%20%C3%A0%20Ouidah%20https%3A%2F%2Fahb.example.org%2Ffr%2Factualite%2Feau%3Fx%3D1%26y%3D2',
    )
  })

  it('reads back as the title and the address', () => {
    const payload = { title: 'Forages : 12 villages #eau', url: 'https://ahb.example.org/en/don' }
    const text = new URL(whatsappShareUrl(payload)).searchParams.get('text')
    expect(text).toBe('Forages : 12 villages #eau https://ahb.example.org/en/don')
  })

  it('shares the address alone when there is no title', () => {
    expect(whatsappShareUrl({ title: '', url: 'https://ahb.example.org/fr/don' })).toBe(
      'https://wa.me/?text=https%3A%2F%2Fahb.example.org%2Ffr%2Fdon',
    )
  })
})

describe('USSD codes as tel: links', () => {
  it('encodes # and keeps *', () => {
    expect(ussdTelHref('*126#')).toBe('tel:*126%23')
    expect(ussdTelHref('*880*1*2#')).toBe('tel:*880*1*2%23')
  })

  it('drops the spaces a writer may type', () => {
    expect(ussdTelHref(' *155 # ')).toBe('tel:*155%23')
  })

  it('leaves no raw # that would start a fragment', () => {
    const href = ussdTelHref('#144#')
    expect(href).toBe('tel:%23144%23')
    expect(new URL(href).hash).toBe('')
  })
})
