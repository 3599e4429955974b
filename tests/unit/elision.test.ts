import { describe, expect, it } from 'vitest'
import { elideBefore } from '../../src/shared/i18n/elision'
import { loadDictionary, translate } from '../../src/shared/i18n/translate'

describe('French elision in texts put together from parts', () => {
  it('elides de, que, le and la before a vowel, accented or capital', () => {
    expect(translate({ k: 'profil de {name}' }, 'k', { name: 'Ismaël' })).toBe('profil d’Ismaël')
    expect(translate({ k: 'Portrait de {name}' }, 'k', { name: 'Élodie Houénou' })).toBe(
      'Portrait d’Élodie Houénou',
    )
    expect(translate({ k: 'De {name} à {city}' }, 'k', { name: 'Aïcha', city: 'Ouidah' })).toBe(
      'D’Aïcha à Ouidah',
    )
    expect(elideBefore('Il dit que ', 'on')).toBe('Il dit qu’')
    expect(elideBefore('voir la ', 'affiche')).toBe('voir l’')
  })

  it('leaves a consonant, an h, a number and a word that only ends like de as they are', () => {
    expect(translate({ k: 'profil de {name}' }, 'k', { name: 'Serge' })).toBe('profil de Serge')
    expect(translate({ k: 'profil de {name}' }, 'k', { name: 'Hervé' })).toBe('profil de Hervé')
    expect(translate({ k: 'Publié le {date}' }, 'k', { date: '8 mars 2026' })).toBe('Publié le 8 mars 2026')
    expect(translate({ k: 'Une ode {name}' }, 'k', { name: 'Ismaël' })).toBe('Une ode Ismaël')
    expect(translate({ k: 'Nous trouver à {city}' }, 'k', { city: 'Abomey' })).toBe('Nous trouver à Abomey')
  })

  it('gives the team page’s LinkedIn label its elision, and English none', async () => {
    const [fr, en] = await Promise.all([loadDictionary('fr'), loadDictionary('en')])
    expect(translate(fr, 'team.linkedinOf', { name: 'Ismaël Adjovi' })).toBe('profil d’Ismaël Adjovi')
    expect(translate(en, 'team.linkedinOf', { name: 'Ismaël Adjovi' })).not.toContain('’I')
  })
})
