import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { adminPageHtml } from '../../scripts/cms/admin'
import { cmsConfig, cmsConfigYaml } from '../../scripts/cms/config'
import type { DecapField } from '../../scripts/cms/fields'
import { headersFile } from '../../scripts/build/security-headers'
import { headersFor, parseHeadersFile } from '../../scripts/lib/headers-file'
import { bodyRequired, sharedFields } from '../../src/node/data/content'
import { repository } from '../../src/node/data/repository'
import { LANGS } from '../../src/shared/i18n/languages'
import {
  COLLECTIONS,
  frontmatterSchemas,
  GRADIENTS,
  ICON_NAMES,
  settingsSchema,
  type Collection,
} from '../../src/shared/schemas/content'

const config = cmsConfig({ repo: repository({}) })
const collectionOf = (name: Collection) => config.collections.find((c) => c.name === name)!
const fieldsOf = (name: Collection) => (collectionOf(name) as { fields: DecapField[] }).fields

/** Every value of `data` at a field with a pattern must match it, as the CMS would check it. */
function patternProblems(
  fields: readonly DecapField[],
  data: Record<string, unknown>,
  where: string,
): string[] {
  return fields.flatMap((field) => {
    const value = data[field.name]
    if (value === undefined) return []
    const here = `${where}.${field.name}`
    if (field.fields && Array.isArray(value))
      return value.flatMap((item, i) =>
        patternProblems(field.fields!, item as Record<string, unknown>, `${here}[${i}]`),
      )
    if (field.fields) return patternProblems(field.fields, value as Record<string, unknown>, here)
    if (field.field && Array.isArray(value))
      return value.flatMap((item, i) =>
        patternProblems([field.field!], { [field.field!.name]: item }, `${here}[${i}]`),
      )
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value)
    if (field.pattern && !new RegExp(field.pattern[0]).test(text)) return [`${here}: ${text}`]
    const values = field.options?.map((option) => (typeof option === 'string' ? option : option.value))
    if (values && !values.includes(text)) return [`${here}: ${text} not an option`]
    return []
  })
}

describe('the CMS configuration', () => {
  it('is YAML that reads back to the same configuration', () => {
    expect(parse(cmsConfigYaml({ repo: repository({}) }))).toEqual(JSON.parse(JSON.stringify(config)))
  })

  it('has the editorial workflow on the GitHub repository, and the local back-end for npm run cms', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config.backend).toMatchObject({ name: 'github', repo: 'ahb-benin/ahb-site', branch: 'main' })
    expect(config.local_backend).toBe(true)
    expect(cmsConfig({ localBackendUrl: 'http://127.0.0.1:9/api/v1' }).local_backend).toEqual({
      url: 'http://127.0.0.1:9/api/v1',
    })
  })

  it('stores each language in <slug>.<lang>.md, one collection per content folder', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: [...LANGS], default_locale: 'fr' })
    for (const collection of COLLECTIONS) {
      expect(collectionOf(collection)).toMatchObject({
        folder: `content/${collection}`,
        extension: 'md',
        format: 'frontmatter',
        i18n: true,
      })
    }
  })

  it('has the fields of each frontmatter schema, required as zod requires them, plus the body', () => {
    for (const collection of COLLECTIONS) {
      const shape = frontmatterSchemas[collection].shape as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >
      const fields = fieldsOf(collection)
      expect(fields.map((f) => f.name)).toEqual([...Object.keys(shape), 'body'])
      for (const field of fields.filter((f) => f.name !== 'body')) {
        const optional = shape[field.name]!.safeParse(undefined).success
        expect(field.required === false, `${collection}.${field.name}`).toBe(optional)
        // Fields that do not depend on the language are copied to the other file.
        const shared = (sharedFields(collection) as string[]).includes(field.name)
        expect(field.i18n).toBe(shared ? 'duplicate' : true)
      }
      expect(fields.at(-1)).toMatchObject({ widget: 'markdown', required: bodyRequired(collection) })
    }
  })

  it('offers exactly the recognised icon names, an image widget and a date picker', () => {
    expect(fieldsOf('info').find((f) => f.name === 'icon')).toMatchObject({
      widget: 'select',
      options: [...ICON_NAMES],
    })
    expect(fieldsOf('themes').find((f) => f.name === 'image')).toMatchObject({ widget: 'image' })
    expect(fieldsOf('news').find((f) => f.name === 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
    })
    expect(fieldsOf('themes').find((f) => f.name === 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    })
    const sections = fieldsOf('publications').find((f) => f.name === 'sections')
    expect(sections?.min).toBe(1)
    expect(sections?.fields?.find((f) => f.name === 'icon')?.options).toEqual([...ICON_NAMES])
  })

  it("takes zod's patterns and messages, which every page of content/ satisfies", () => {
    const image = fieldsOf('info').find((f) => f.name === 'image')!
    expect(image.hint).toBe(
      'doit être une image du dossier /images/pages/, comme /images/pages/eau-potable.svg',
    )
    expect(config.public_folder).toBe('/images/pages')
    const summary = fieldsOf('info').find((f) => f.name === 'description')!
    expect(summary.pattern?.[1]).toBe('doit être un résumé court (320 caractères au plus)')
    for (const collection of COLLECTIONS) {
      const folder = path.join('content', collection)
      for (const name of readdirSync(folder)) {
        const { data } = matter(readFileSync(path.join(folder, name), 'utf8'))
        expect(patternProblems(fieldsOf(collection), data, `${collection}/${name}`)).toEqual([])
      }
    }
  })

  it('offers the gradients by their French names and stores the classes the site reads', () => {
    const gradient = fieldsOf('info').find((f) => f.name === 'gradient')!
    expect(gradient.widget).toBe('select')
    expect(gradient.options?.map((option) => (option as { value: string }).value)).toEqual([...GRADIENTS])
    expect(gradient.options).toContainEqual({
      label: 'Bleu ciel vers bleu',
      value: 'from-sky-500 to-blue-700',
    })
    for (const option of gradient.options as { label: string; value: string }[])
      expect(option.label).not.toMatch(/from-|to-/)
  })

  it('speaks French: every field has a label from its schema, and every message and hint is French', () => {
    const settings = config.collections.find((c) => c.name === 'settings') as {
      files: { fields: DecapField[] }[]
    }
    const all = (fields: readonly DecapField[]): DecapField[] =>
      fields.flatMap((field) => [
        field,
        ...all(field.fields ?? []),
        ...(field.field ? all([field.field]) : []),
      ])
    const every = all([...COLLECTIONS.flatMap(fieldsOf), ...settings.files[0]!.fields])
    // A label equal to the field's name would be the name shown for want of a label (IBAN and the like aside).
    const unlabelled = every.filter((field) => field.label === field.name)
    expect(unlabelled.map((field) => field.name)).toEqual([])
    const english = /\b(?:must|should|expected|like|at most|is required|invalid)\b/i
    for (const field of every) {
      expect(field.pattern?.[1] ?? '', field.name).not.toMatch(english)
      expect(field.hint ?? '', field.name).not.toMatch(english)
    }
  })

  it('edits the site settings with the fields of the settings schema', () => {
    const settings = config.collections.find((c) => c.name === 'settings') as {
      files: { file: string; fields: DecapField[] }[]
    }
    expect(settings.files[0]?.file).toBe('content/settings.yaml')
    expect(settings.files[0]?.fields.map((f) => f.name)).toEqual(Object.keys(settingsSchema.shape))
    const data = parse(readFileSync('content/settings.yaml', 'utf8')) as Record<string, unknown>
    expect(patternProblems(settings.files[0]!.fields, data, 'settings')).toEqual([])
  })
})

describe('the admin page', () => {
  it('loads only its own script, no inline script', () => {
    const html = adminPageHtml()
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/admin/decap-cms.js">',
    ])
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />')
  })

  it('has its own Content-Security-Policy; the public pages keep the strict one', () => {
    const rules = parseHeadersFile(headersFile({ apiOrigin: '', cmsAuthUrl: 'https://auth.example.org/x' }))
    const site = headersFor(rules, '/fr/about')['Content-Security-Policy']
    expect(site).toContain("script-src 'self' 'wasm-unsafe-eval';")
    for (const pathname of ['/admin', '/admin/', '/admin/config.yml']) {
      const headers = headersFor(rules, pathname)
      const admin = headers['Content-Security-Policy']
      expect(admin).not.toBe(site)
      expect(admin).toContain("connect-src 'self' blob: https://api.github.com https://auth.example.org")
      expect(admin).toContain("frame-ancestors 'none'")
      const scriptSrc = admin?.split('; ').find((directive) => directive.startsWith('script-src '))
      expect(scriptSrc).toBe("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'")
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    }
  })
})
