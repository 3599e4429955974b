import type { z } from 'zod'
import { type FieldMeaning, meaningOf } from '../../src/shared/schemas/content'

/**
 * Decap CMS fields made from the zod schemas of `src/shared/schemas/content.ts`, so that the CMS asks for what the
 * build accepts (required fields, types, the recognised icon names, the same patterns and messages), from one
 * rule in one place. Labels, hints and the names of a list's values come from each field's metadata
 * (`FieldMeaning`), in French like the schemas' messages. What a field cannot say (a value listed twice, both
 * languages agreeing) the build checks.
 */

export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | 'duplicate'
  hint?: string
  pattern?: [string, string]
  options?: (string | { label: string; value: string })[]
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  format?: string
  date_format?: string
  time_format?: boolean
  choose_url?: boolean
  collapsed?: boolean
  summary?: string
  field?: DecapField
  fields?: DecapField[]
}

/** Page illustrations live in public/images/pages; the CMS uploads there and writes /images/pages/<file>. */
export const IMAGE_FIELD = 'image'

type Check = z.core.$ZodCheck
type Def = z.core.$ZodTypeDef & {
  checks?: Check[]
  innerType?: z.core.$ZodType
  element?: z.core.$ZodType
  shape?: Record<string, z.core.$ZodType>
  entries?: Record<string, string>
  in?: z.core.$ZodType
  out?: z.core.$ZodType
  format?: string
  pattern?: RegExp
}
type CheckDef = z.core.$ZodCheckDef & {
  format?: string
  pattern?: RegExp
  minimum?: number | bigint
  maximum?: number | bigint
  value?: number | bigint
  inclusive?: boolean
}

const defOf = (schema: z.core.$ZodType): Def => schema._zod.def as Def
const checksOf = (schema: z.core.$ZodType): CheckDef[] =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def as CheckDef)

/** The message a check gives (zod keeps a custom message as an error map that returns it). */
function messageOf(def: { error?: unknown }, fallback: string): string {
  // The map is called without an issue: a custom message does not read it.
  const message: unknown = typeof def.error === 'function' ? (def.error as () => unknown)() : undefined
  if (typeof message === 'string') return message
  const nested = (message as { message?: unknown } | undefined)?.message
  return typeof nested === 'string' ? nested : fallback
}

// Decap checks a pattern on what the editor typed; these stand for zod's own formats.
const FORMAT_PATTERNS: Record<string, string> = {
  url: '^https://\\S+$',
  email: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  date: '^\\d{4}-\\d{2}-\\d{2}$',
}

function stringField(base: DecapField, schema: z.core.$ZodType): DecapField {
  const field: DecapField = { ...base, widget: 'string' }
  const def = defOf(schema)
  const checks = checksOf(schema)
  const format = def.format && def.format !== 'regex' ? def.format : undefined
  if (format) {
    field.pattern = [FORMAT_PATTERNS[format] ?? '.*', messageOf(def, `doit être au format ${format}`)]
  }
  for (const check of checks) {
    if (check.check === 'string_format' && check.pattern) {
      field.pattern = [check.pattern.source, messageOf(check, "n'a pas la forme attendue")]
    }
    if (check.check === 'max_length' && typeof check.maximum === 'number') {
      // A longer text is a summary to shorten: the text widget shows it whole while the editor does.
      field.widget = 'text'
      field.pattern = [
        `^[\\s\\S]{0,${check.maximum}}$`,
        messageOf(check, `${check.maximum} caractères au plus`),
      ]
    }
  }
  return field
}

function numberField(base: DecapField, schema: z.core.$ZodType): DecapField {
  const field: DecapField = { ...base, widget: 'number', value_type: 'float' }
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') field.value_type = 'int'
    if (check.check === 'greater_than' && typeof check.value === 'number') field.min = check.value
    if (check.check === 'less_than' && typeof check.value === 'number') field.max = check.value
  }
  const def = defOf(schema) as Def & { format?: string }
  if (def.format === 'safeint' || def.format === 'int32') field.value_type = 'int'
  return field
}

function lengthLimits(schema: z.core.$ZodType): Pick<DecapField, 'min' | 'max'> {
  const limits: Pick<DecapField, 'min' | 'max'> = {}
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length' && typeof check.minimum === 'number') limits.min = check.minimum
    if (check.check === 'max_length' && typeof check.maximum === 'number') limits.max = check.maximum
  }
  return limits
}

/** The Decap field for one zod schema; `name` is the key in its object. */
export function fieldFor(name: string, schema: z.core.$ZodType, outer: FieldMeaning = {}): DecapField {
  // A wrapper (optional, transform) may carry the meaning its inner schema is read for.
  const meaning = { ...meaningOf(schema), ...outer }
  const base: DecapField = {
    name,
    label: meaning.label ?? name,
    widget: 'string',
    ...(meaning.hint ? { hint: meaning.hint } : {}),
  }
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
      return { ...fieldFor(name, def.innerType!, meaning), required: false }
    case 'string': {
      const field = stringField(base, schema)
      if (name !== IMAGE_FIELD) return field
      // Decap checks a pattern against the image widget's inner value, not the path it writes: the rule
      // becomes a hint, and the build checks the path.
      const { pattern, ...image } = field
      return {
        ...image,
        widget: 'image',
        choose_url: false,
        ...(pattern ? { hint: meaning.hint ?? pattern[1] } : {}),
      }
    }
    case 'number':
      return numberField(base, schema)
    case 'enum': {
      const values = Object.values(def.entries ?? {})
      const names = meaning.optionLabels
      // A named value is chosen by its name; the file keeps the value the site reads.
      return {
        ...base,
        widget: 'select',
        options: names ? values.map((value) => ({ label: names[value] ?? value, value })) : values,
      }
    }
    case 'pipe': {
      // A date the build also accepts as a YAML date: the CMS stores it as 2024-05-02.
      const out = def.out!
      if (defOf(out).format === 'date') {
        return {
          ...base,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'DD/MM/YYYY',
          time_format: false,
          pattern: [FORMAT_PATTERNS.date!, messageOf(defOf(out), 'doit être une date')],
        }
      }
      // `.transform()` is a pipe into a transform: the editor types what goes in.
      return fieldFor(name, defOf(out).type === 'transform' ? def.in! : out, meaning)
    }
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(def.shape ?? {}) }
    case 'union':
      // A figure written as a number or as a text ("15K+"): the CMS keeps what the editor types.
      return { ...base, widget: 'string' }
    case 'array': {
      const element = def.element!
      const list: DecapField = { ...base, widget: 'list', ...lengthLimits(schema) }
      if (defOf(element).type === 'object') {
        const fields = fieldsOf(defOf(element).shape ?? {})
        const first = fields[0]?.name
        return { ...list, collapsed: true, ...(first ? { summary: `{{fields.${first}}}` } : {}), fields }
      }
      return { ...list, field: fieldFor(name, element) }
    }
    default:
      throw new Error(`CMS fields: no widget for the zod type "${def.type}" of field "${name}"`)
  }
}

export function fieldsOf(shape: Record<string, z.core.$ZodType>): DecapField[] {
  return Object.entries(shape).map(([name, schema]) => fieldFor(name, schema))
}
