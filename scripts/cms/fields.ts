import { z } from 'zod'

/**
 * Decap CMS fields made from the zod schemas of `src/schemas/content.ts`, so that the CMS asks for what the
 * build accepts (required fields, types, the recognised icon names, the same patterns and messages), from one
 * rule in one place. What a field cannot say (a value listed twice, both languages agreeing) the build checks.
 */

export interface DecapField {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | 'duplicate'
  hint?: string
  pattern?: [string, string]
  options?: string[]
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

/** Field labels in French, the organisation's working language (the CMS interface is in French too). */
const LABELS: Record<string, string> = {
  title: 'Titre',
  description: 'Résumé',
  image: 'Illustration',
  icon: 'Icône',
  gradient: 'Dégradé de couleurs',
  order: "Ordre d'affichage",
  color: 'Couleur',
  date: 'Date',
  category: 'Catégorie',
  sections: 'Sections',
  items: 'Éléments',
  subItems: 'Sous-éléments',
  body: 'Texte de la page',
  fr: 'Français',
  en: 'Anglais',
  organisation: 'Organisation',
  shortName: 'Sigle',
  name: 'Nom',
  banner: 'Bandeau',
  contact: 'Contact',
  address: 'Adresse',
  street: 'Rue',
  city: 'Ville',
  country: 'Pays',
  phone: 'Téléphone',
  whatsapp: 'Numéro WhatsApp (vide : aucun)',
  email: 'E-mail',
  hours: "Heures d'ouverture",
  days: 'Jours',
  opens: 'Ouverture',
  closes: 'Fermeture',
  map: 'Carte',
  embedUrl: 'Adresse de la carte intégrée',
  linkUrl: 'Lien vers la carte',
  social: 'Réseaux sociaux',
  network: 'Réseau',
  label: 'Libellé',
  url: 'Adresse',
  footer: 'Pied de page',
  association: "L'association",
  resources: 'Ressources',
  gatherings: 'Rendez-vous',
  legal: 'Mentions',
  href: 'Lien (chemin du site, sans /fr ni /en)',
  mobileMoney: 'Mobile Money',
  operator: 'Opérateur',
  service: 'Service',
  ussd: 'Code USSD',
  merchantCode: 'Code marchand',
  steps: 'Étapes',
  donationAmounts: 'Montants suggérés (page Faire un don)',
  amount: 'Montant (FCFA)',
  impact: 'Ce que permet ce montant',
  bankTransfer: 'Virement bancaire',
  accountHolder: 'Titulaire du compte',
  bank: 'Banque (nom et agence)',
  iban: 'IBAN',
  bic: 'BIC (SWIFT)',
  reference: 'Motif à indiquer',
  cardPayment: 'Paiement par carte',
  provider: 'Prestataire (none : pas encore ; hosted-checkout : sa page de paiement)',
  providerName: 'Nom du prestataire',
  checkoutUrl: 'Adresse de sa page de paiement sécurisée',
  keyFigures: "Chiffres clés de l'association",
  fundedProjects: 'Projets financés par le fonds commun',
  tiles: 'Chiffres affichés',
  value: 'Valeur',
  facts: "Faits et chiffres de l'association (écrits une seule fois ; dans un texte : {{fact:nom}})",
  founded: 'Année de création',
  communes: "Communes d'intervention",
  peopleServed: 'Personnes touchées',
  boreholes: 'Forages équipés',
  healthWorkersTrained: 'Relais communautaires formés',
  targetYear: 'Échéance du plan stratégique',
  targetPeople: 'Personnes visées par le plan',
  targetHealthWorkers: 'Relais formés visés par le plan',
  homeFigures: "Chiffres du bandeau de la page d'accueil (3 ou 4 noms de faits)",
}

export function labelOf(name: string): string {
  return LABELS[name] ?? name
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
    field.pattern = [FORMAT_PATTERNS[format] ?? '.*', messageOf(def, `must be a valid ${format}`)]
  }
  for (const check of checks) {
    if (check.check === 'string_format' && check.pattern) {
      field.pattern = [check.pattern.source, messageOf(check, 'has the wrong form')]
    }
    if (check.check === 'max_length' && typeof check.maximum === 'number') {
      // A longer text is a summary to shorten: the text widget shows it whole while the editor does.
      field.widget = 'text'
      field.pattern = [
        `^[\\s\\S]{0,${check.maximum}}$`,
        messageOf(check, `at most ${check.maximum} characters`),
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
export function fieldFor(name: string, schema: z.core.$ZodType): DecapField {
  const base: DecapField = { name, label: labelOf(name), widget: 'string' }
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
      return { ...fieldFor(name, def.innerType!), required: false }
    case 'string': {
      const field = stringField(base, schema)
      if (name !== IMAGE_FIELD) return field
      // Decap checks a pattern against the image widget's inner value, not the path it writes: the rule
      // becomes a hint, and the build checks the path.
      const { pattern, ...image } = field
      return { ...image, widget: 'image', choose_url: false, ...(pattern ? { hint: pattern[1] } : {}) }
    }
    case 'number':
      return numberField(base, schema)
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries ?? {}) }
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
          pattern: [FORMAT_PATTERNS.date!, messageOf(defOf(out), 'must be a date')],
        }
      }
      // `.transform()` is a pipe into a transform: the editor types what goes in.
      return fieldFor(name, defOf(out).type === 'transform' ? def.in! : out)
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
      return { ...list, field: { ...fieldFor(name, element), label: labelOf(name) } }
    }
    default:
      throw new Error(`CMS fields: no widget for the zod type "${def.type}" of field "${name}"`)
  }
}

export function fieldsOf(shape: Record<string, z.core.$ZodType>): DecapField[] {
  return Object.entries(shape).map(([name, schema]) => fieldFor(name, schema))
}
