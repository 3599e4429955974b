import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { hasValidIbanCheckDigits } from '../lib/iban'
import { toGradient } from './gradients'
import { ICON_NAMES, type IconName } from './icons'

/**
 * Schemas of the editor-maintained content in `content/`: the frontmatter of each Markdown collection and the
 * site-wide settings. The build-only loader validates files against them; pages import only the inferred types.
 */

export { ICON_NAMES, type IconName }

export const COLLECTIONS = ['themes', 'projects', 'news', 'info', 'publications'] as const
export type Collection = (typeof COLLECTIONS)[number]

const text = z.string().trim().min(1, 'must not be empty')
const icon = z.enum(ICON_NAMES)

// YAML turns an unquoted 2024-05-02 into a Date; editors should not have to remember to quote it.
const isoDate = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
  z.iso.date('must be an ISO date like 2024-05-02'),
)

const pageImage = z
  .string()
  .regex(
    /^\/images\/pages\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|png|jpe?g|webp|avif)$/,
    'must be an image under /images/pages/, like /images/pages/eau-potable.svg',
  )

// Classes in the usual form, mapped to the nearest allowed gradient (src/schemas/gradients.ts): only those have CSS.
const gradient = z
  .string()
  .regex(
    /^from-[a-z]+-\d{2,3}(?: via-[a-z]+-\d{2,3})? to-[a-z]+-\d{2,3}$/,
    'must be gradient classes like "from-sky-500 to-blue-700"',
  )
  .transform(toGradient)

const cssColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a CSS hex colour like #0e7490')

// A one-sentence summary, shown on cards and in meta descriptions.
const summary = text.max(320, 'must be a short summary (at most 320 characters)')

export const themeFrontmatterSchema = z.strictObject({
  title: text,
  description: summary,
  image: pageImage,
  icon,
  gradient,
  order: z.number().int('must be a whole number').min(1, 'must be 1 or more'),
})

export const projectFrontmatterSchema = z.strictObject({
  title: text,
  description: summary,
  image: pageImage,
  icon,
  color: cssColor,
})

export const newsFrontmatterSchema = z.strictObject({
  title: text,
  description: summary,
  image: pageImage,
  date: isoDate,
})

export const infoFrontmatterSchema = z.strictObject({
  title: text,
  description: summary,
  image: pageImage,
  icon,
  gradient,
})

const publicationItemSchema = z.strictObject({
  title: text,
  icon: icon.optional(),
  description: text.optional(),
  subItems: z.array(text).min(1, 'must list at least one sub-item, or be left out').optional(),
})

const publicationSectionSchema = z.strictObject({
  title: text,
  icon,
  description: text.optional(),
  items: z.array(publicationItemSchema).min(1, 'must list at least one item'),
})

export const publicationFrontmatterSchema = z.strictObject({
  title: text,
  category: text,
  description: summary,
  image: pageImage,
  date: isoDate,
  sections: z.array(publicationSectionSchema).min(1, 'must list at least one section'),
})

export const frontmatterSchemas = {
  themes: themeFrontmatterSchema,
  projects: projectFrontmatterSchema,
  news: newsFrontmatterSchema,
  info: infoFrontmatterSchema,
  publications: publicationFrontmatterSchema,
} as const

export type ThemeFrontmatter = z.infer<typeof themeFrontmatterSchema>
export type ProjectFrontmatter = z.infer<typeof projectFrontmatterSchema>
export type NewsFrontmatter = z.infer<typeof newsFrontmatterSchema>
export type InfoFrontmatter = z.infer<typeof infoFrontmatterSchema>
export type PublicationFrontmatter = z.infer<typeof publicationFrontmatterSchema>
export type PublicationSection = PublicationFrontmatter['sections'][number]
export type PublicationItem = PublicationSection['items'][number]
export type FrontmatterOf<C extends Collection> = z.infer<(typeof frontmatterSchemas)[C]>

/** A heading of a page body, for anchors and tables of contents. */
export interface ContentHeading {
  depth: number
  text: string
  id: string
}

/** One page of a collection in one language, as the loader hands it to route loaders. */
export interface ContentEntry<C extends Collection> {
  collection: C
  slug: string
  lang: Lang
  data: FrontmatterOf<C>
  /** The Markdown body as HTML (raw HTML in the Markdown is dropped, so it is safe to render). */
  html: string
  headings: ContentHeading[]
}

// ---------------------------------------------------------------------------------------------------------
// Site settings (content/settings.yaml)

/**
 * Both languages are required: everything a visitor reads exists in French and English
 * (docs/behaviour.md#both-languages-everywhere).
 */
function bilingual<T extends z.ZodType>(schema: T) {
  return z.strictObject({ fr: schema, en: schema })
}

const bilingualText = bilingual(text)

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' })

// Footer targets are site paths without the language prefix, which the links add
// (docs/behaviour.md#links-to-existing-routes).
const sitePath = z
  .string()
  .regex(
    /^\/(?!(?:fr|en)(?:\/|$))[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    'must be a site path without language prefix, like /contact',
  )

/** A file of the documents page: a PDF under public/documents/ (the build checks it exists). */
const documentFile = z
  .string()
  .regex(
    /^\/documents\/[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/,
    'must be a PDF under /documents/, like /documents/statuts-ahb.pdf',
  )

/**
 * A document of the documents page (docs/behaviour.md#projects-publications-and-documents): its file in one or
 * both languages; a visitor of the other language gets the one there is, said to be in that language.
 */
const documentSchema = z.strictObject({
  title: bilingualText,
  description: bilingualText,
  date: isoDate,
  files: z
    .strictObject({ fr: documentFile.optional(), en: documentFile.optional() })
    .refine((files) => files.fr !== undefined || files.en !== undefined, {
      message: 'must give the file in French (fr), in English (en) or both',
    }),
})

/** A footer entry: without `href` it is shown as plain text, never as a dead link. */
const footerLinkSchema = z.strictObject({ label: bilingualText, href: sitePath.optional() })

export const SOCIAL_NETWORKS = [
  'facebook',
  'x',
  'linkedin',
  'instagram',
  'youtube',
  'whatsapp',
  'tiktok',
] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

const socialLinkSchema = z.strictObject({
  network: z.enum(SOCIAL_NETWORKS),
  label: text,
  url: httpsUrl.optional(),
})

const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time like 08:00')

const openingHoursSchema = z.strictObject({ days: bilingualText, opens: clockTime, closes: clockTime })

const mobileMoneySchema = z.strictObject({
  operator: text,
  service: text,
  ussd: z.string().regex(/^\*\d{2,4}(?:\*\d+)*#$/, 'must be a USSD code like *126#'),
  merchantCode: z.string().regex(/^\d{4,10}$/, 'must be the 4 to 10 digits of the merchant code'),
  color: cssColor,
  steps: bilingual(z.array(text).min(3, 'must list 3 to 5 steps').max(5, 'must list 3 to 5 steps')),
})

/** What a suggested amount pays for, shown as information beside the ways to give (docs/behaviour.md#donation). */
const donationAmountSchema = z.strictObject({
  amount: z.number().int('must be a whole number of FCFA').min(100, 'must be at least 100 FCFA'),
  impact: bilingualText,
})

/** The organisation's account, for transfers from abroad or from a bank (docs/behaviour.md#bank-transfer). */
const bankTransferSchema = z.strictObject({
  accountHolder: text,
  bank: text,
  iban: z
    .string()
    .regex(
      /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$/,
      'must be an IBAN in capitals: 2 letters, 2 check digits, then the account (spaces allowed)',
    )
    .refine(
      hasValidIbanCheckDigits,
      'has check digits that do not match: copy it again from the bank statement',
    ),
  bic: z
    .string()
    .regex(
      /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/,
      'must be a BIC (SWIFT) code of 8 or 11 capitals and digits',
    ),
  // The characters every bank's transfer form accepts in its reference (SWIFT's set), and its length.
  reference: z
    .string()
    .regex(
      /^[A-Za-z0-9/?:().,'+ -]{1,35}$/,
      "must be 1 to 35 letters without accents, digits, spaces or / - ? : ( ) . , ' +",
    ),
})

const CARD_PROVIDERS = ['none', 'hosted-checkout'] as const

/**
 * Card payment: `none` until the organisation has a payment provider, then the provider's own hosted checkout,
 * which the page links to: the site never has card fields of its own (docs/behaviour.md#card-payment).
 */
const cardPaymentSchema = z
  .strictObject({
    provider: z.enum(CARD_PROVIDERS),
    providerName: text.optional(),
    checkoutUrl: httpsUrl.optional(),
  })
  .transform(({ provider, providerName, checkoutUrl }, ctx) => {
    if (provider === 'none') return { provider }
    if (providerName && checkoutUrl) return { provider, providerName, checkoutUrl }
    for (const [field, value] of [
      ['providerName', providerName],
      ['checkoutUrl', checkoutUrl],
    ] as const)
      if (!value) ctx.addIssue({ code: 'custom', path: [field], message: 'is required for hosted-checkout' })
    return z.NEVER
  })

/**
 * The organisation's facts (docs/editing.md#les-chiffres-de-lassociation): each figure or date written once, here; pages and Markdown
 * name them as `{{fact:<name>}}`. A year is shown as written, a count with the grouping of each language.
 */
export const FACT_KINDS = {
  founded: 'year',
  communes: 'count',
  peopleServed: 'count',
  boreholes: 'count',
  healthWorkersTrained: 'count',
  targetYear: 'year',
  targetPeople: 'count',
  targetHealthWorkers: 'count',
} as const
export type FactName = keyof typeof FACT_KINDS
export const FACT_NAMES = Object.keys(FACT_KINDS) as FactName[]

const factSchema = z.strictObject({
  value: z.number().int('must be a whole number').nonnegative(),
  label: bilingualText,
})

const factsSchema = z.strictObject(
  Object.fromEntries(FACT_NAMES.map((name) => [name, factSchema])) as Record<FactName, typeof factSchema>,
)

/**
 * `{{fact:<name>}}`: how a text names a fact (src/lib/facts.ts expands it). The name is read by `factNameOf`,
 * not by a capture group: the build's bundler dropped the group from this pattern.
 */
export const FACT_REFERENCE = /\{\{fact:[A-Za-z]*\}\}/g

/** The fact a reference names: `{{fact:founded}}` → `founded`. */
export function factNameOf(reference: string): string {
  return reference.slice('{{fact:'.length, -'}}'.length)
}

/** The names a text refers to that are not facts. */
export function unknownFactNames(value: string): string[] {
  return Array.from(value.match(FACT_REFERENCE) ?? [], factNameOf).filter(
    (name) => !(FACT_NAMES as string[]).includes(name),
  )
}

const factReference = text.superRefine((value, ctx) => {
  for (const name of unknownFactNames(value))
    ctx.addIssue({ code: 'custom', message: `"${name}" is not a fact: one of ${FACT_NAMES.join(', ')}` })
})

/**
 * A figure is a fact (`{{fact:peopleServed}}`, the fact's own value), a whole number (shown with the grouping of
 * each language) or a text shown as written ("15K+").
 */
const statTileSchema = z.strictObject({
  value: z.union([z.number().int().nonnegative(), factReference]),
  label: bilingualText,
  icon,
})

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value))
        ctx.addIssue({ code: 'custom', path: [index], message: `${what} "${value}" is listed twice` })
      seen.add(value)
    })
  }
}

export const settingsSchema = z.strictObject({
  organisation: z.strictObject({ shortName: text, name: bilingualText }),
  banner: bilingualText,
  contact: z.strictObject({
    address: z.strictObject({ street: bilingualText, city: text, country: bilingualText }),
    phone: z
      .string()
      .regex(
        /^\+229 01(?: \d{2}){4}$/,
        'must be a Benin number in the 10-digit format, like +229 01 97 45 32 18',
      ),
    email: z.email('must be an e-mail address'),
    // The number a visitor can write to on WhatsApp (docs/behaviour.md#contact-by-e-mail); empty: none.
    whatsapp: z
      .string()
      .regex(
        /^(?:\+229 01(?: \d{2}){4})?$/,
        'must be a Benin number in the 10-digit format, like +229 01 97 45 32 18, or empty for none',
      )
      .optional(),
    hours: z.array(openingHoursSchema).min(1, 'must list the opening hours'),
    map: z.strictObject({ embedUrl: httpsUrl, linkUrl: httpsUrl }),
  }),
  social: z
    .array(socialLinkSchema)
    .min(1)
    .superRefine(uniqueBy((link) => link.network, 'network')),
  /** The footer's groups (docs/behaviour.md#footer); its "Nos actions" column is the themes' list. */
  footer: z.strictObject({
    association: z.array(footerLinkSchema).min(1),
    resources: z.array(footerLinkSchema).min(1),
    gatherings: z.array(footerLinkSchema).min(1),
    legal: z.array(footerLinkSchema).min(1),
  }),
  mobileMoney: z
    .array(mobileMoneySchema)
    .min(1)
    .superRefine(uniqueBy((operator) => operator.ussd, 'USSD code')),
  donationAmounts: z
    .array(donationAmountSchema)
    .min(1)
    .superRefine(uniqueBy((suggestion) => String(suggestion.amount), 'amount')),
  bankTransfer: bankTransferSchema,
  cardPayment: cardPaymentSchema,
  /**
   * The organisation's figures, in one place for every page that shows them
   * (docs/behaviour.md#donation-page-order).
   */
  keyFigures: z.strictObject({
    /** The projects the joint fund has financed (docs/behaviour.md#donation). */
    fundedProjects: z.number().int().nonnegative(),
    tiles: z.array(statTileSchema).min(1),
  }),
  facts: factsSchema,
  /** The documents page: statutes, reports, accounts, newest first as listed. */
  documents: z.array(documentSchema).min(1),
  /** The three or four facts of the home page's band of key figures, in their order. */
  homeFigures: z
    .array(z.enum(FACT_NAMES))
    .min(3, 'must list 3 or 4 facts')
    .max(4, 'must list 3 or 4 facts')
    .superRefine(uniqueBy((name) => name, 'fact')),
})

export type Settings = z.infer<typeof settingsSchema>
export type FooterLink = z.infer<typeof footerLinkSchema>
export type SocialLink = z.infer<typeof socialLinkSchema>
export type OpeningHours = z.infer<typeof openingHoursSchema>
export type MobileMoneyOperator = z.infer<typeof mobileMoneySchema>
export type BankTransfer = z.infer<typeof bankTransferSchema>
export type CardPayment = z.infer<typeof cardPaymentSchema>
export type StatTile = z.infer<typeof statTileSchema>
export type Facts = z.infer<typeof factsSchema>
export type SiteDocument = z.infer<typeof documentSchema>
