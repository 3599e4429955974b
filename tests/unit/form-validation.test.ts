import { describe, expect, it } from 'vitest'
import en from '../../src/shared/i18n/dictionaries/en/index'
import fr from '../../src/shared/i18n/dictionaries/fr/index'
import {
  checkEmail,
  checkRequired,
  firstInvalidField,
  isEmailAddress,
  validateFields,
} from '../../src/shared/lib/forms/validation'
import {
  COMMENT_CHECKS,
  COMMENT_FIELDS,
  commentErrorKey,
  EMPTY_DRAFT,
} from '../../src/pages/Article/comments/comment-form'
import { CONTACT_CHECKS, CONTACT_FIELDS, contactErrorKey } from '../../src/pages/Contact/contact-validation'

// The one validation of the site's forms (comment, contact): docs/behaviour.md#forms.

describe('checks', () => {
  it('counts spaces only as empty', () => {
    expect(checkRequired('')).toBe('required')
    expect(checkRequired('  \n ')).toBe('required')
    expect(checkRequired(' Awa ')).toBeNull()
  })

  it.each(['awa@example.org', ' awa.dossou+don@mail.ahb-benin.org ', 'a@b.bj'])('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true)
    expect(checkEmail(address)).toBeNull()
  })

  it.each([
    'awa',
    'awa@',
    '@example.org',
    'awa@localhost',
    'awa dossou@example.org',
    'awa@example.',
    'a@@b.bj',
  ])('refuses %j as an e-mail address', (address) => {
    expect(isEmailAddress(address)).toBe(false)
    expect(checkEmail(address)).toBe('email')
  })

  it('says an empty address is missing, not malformed', () => {
    expect(checkEmail(' ')).toBe('required')
  })
})

describe('validateFields and firstInvalidField', () => {
  it('reports every invalid field, and the first in the order of the form', () => {
    const values = { name: '', email: 'awa', subject: 'Bonjour', message: ' ' }
    const errors = validateFields(CONTACT_FIELDS, CONTACT_CHECKS, values)
    expect(errors).toEqual({ name: 'required', email: 'email', message: 'required' })
    expect(firstInvalidField(CONTACT_FIELDS, errors)).toBe('name')
    expect(firstInvalidField(CONTACT_FIELDS, { message: 'required' })).toBe('message')
    expect(firstInvalidField(CONTACT_FIELDS, {})).toBeNull()
  })

  it('marks every empty field of the comment form, and a malformed address as such', () => {
    expect(validateFields(COMMENT_FIELDS, COMMENT_CHECKS, EMPTY_DRAFT)).toEqual({
      visitorName: 'required',
      visitorEmail: 'required',
      content: 'required',
    })
    expect(
      validateFields(COMMENT_FIELDS, COMMENT_CHECKS, {
        ...EMPTY_DRAFT,
        visitorName: 'Awa',
        visitorEmail: 'awa@localhost',
        content: 'Merci',
      }),
    ).toEqual({ visitorEmail: 'email' })
  })
})

describe('messages', () => {
  it('exist in both languages for every code of the comment and contact forms', () => {
    const keys = [
      ...COMMENT_FIELDS.flatMap((field) =>
        (['required', 'server', ...(field === 'visitorEmail' ? (['email'] as const) : [])] as const).map(
          (code) => commentErrorKey(field, code),
        ),
      ),
      ...CONTACT_FIELDS.flatMap((field) =>
        (['required', ...(field === 'email' ? (['email'] as const) : [])] as const).map((code) =>
          contactErrorKey(field, code),
        ),
      ),
    ]
    expect(keys.filter((key) => !fr[key] || !en[key])).toEqual([])
  })

  it('say a bad address is wrong, never that sending failed', () => {
    expect(commentErrorKey('visitorEmail', 'email')).toBe('form.error.email')
    expect(contactErrorKey('email', 'email')).toBe('form.error.email')
    expect(fr['form.error.email']).toMatch(/^Adresse e-mail invalide/)
    expect(en['form.error.email']).toMatch(/^Enter a valid e-mail address/)
  })
})
