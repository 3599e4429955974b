import { z } from 'zod'
import type { Lang } from '../i18n/languages'
import { hasValidIbanCheckDigits } from '../lib/iban'
import { GRADIENTS, type Gradient } from './gradients'
import { ICON_NAMES, type IconName } from './icons'
import { themeListSchema } from './themes'

/**
 * Schemas of the editor-maintained content in `content/`: the frontmatter of each Markdown collection and the
 * site-wide settings. The build-only loader validates files against them; pages import only the inferred types.
 * Each field carries its meaning in its metadata (`FieldMeaning`), which the loader and the CMS read: its
 * messages are in French, the editors' language (docs/how-to.md#a-field-of-a-content-page-or-of-the-settings).
 */

export { ICON_NAMES, type IconName }
export { GRADIENTS }

/** What a content field means beyond its type, given with zod's `.meta()`. */
export interface FieldMeaning {
  /** The CMS's label, in French. */
  label?: string
  /** The CMS's hint under the field, in French. */
  hint?: string
  /** The same in both languages' files of a page: the CMS copies it, the build checks both agree. */
  shared?: boolean
  /** A path, a name, a date or a code, not text a visitor reads: the French typography leaves it alone. */
  verbatim?: boolean
  /** The names the CMS shows for the values of a list to choose from. */
  optionLabels?: Readonly<Record<string, string>>
  /** Of a collection's frontmatter: whether its pages need a body after the frontmatter. */
  body?: 'required' | 'optional'
  /** Of a collection's frontmatter: the CMS's names of the collection and of one of its pages. */
  collection?: { label: string; singular: string }
}

declare module 'zod' {
  // Merged into zod's own interface: `.meta()` then takes a field's meaning, typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends FieldMeaning {}
}

/** The meaning given to a field, read through the wrappers (optional, transforms) that do not carry it. */
export function meaningOf(schema: z.core.$ZodType): FieldMeaning {
  const own = z.globalRegistry.get(schema as z.ZodType)
  if (own) return own
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType }
  if (def.type === 'optional' && def.innerType) return meaningOf(def.innerType)
  if (def.type === 'pipe' && def.in) return meaningOf(def.in)
  return {}
}

export const COLLECTIONS = ['themes', 'projects', 'news', 'info', 'publications'] as const
export type Collection = (typeof COLLECTIONS)[number]

const text = z.string().trim().min(1, 'ne doit pas être vide')
const icon = z.enum(ICON_NAMES).meta({ label: 'Icône', shared: true, verbatim: true })

// YAML turns an unquoted 2024-05-02 into a Date; editors should not have to remember to quote it.
const isoDate = z
  .preprocess(
    (value) =>
      value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value,
    z.iso.date('doit être une date comme 2024-05-02'),
  )
  .meta({ label: 'Date', shared: true, verbatim: true })

const pageImage = z
  .string()
  .regex(
    /^\/images\/pages\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|png|jpe?g|webp|avif)$/,
    'doit être une image du dossier /images/pages/, comme /images/pages/eau-potable.svg',
  )
  .meta({ label: 'Illustration', shared: true, verbatim: true })

/** The gradients' names in the CMS: the editor picks a name, the file keeps the classes the site reads. */
const GRADIENT_NAMES: Record<Gradient, string> = {
  'from-sky-500 to-blue-700': 'Bleu ciel vers bleu',
  'from-sky-500 to-indigo-700': 'Bleu ciel vers indigo',
  'from-rose-500 to-red-700': 'Rose vers rouge',
  'from-amber-500 to-orange-600': 'Ambre vers orange',
  'from-amber-500 to-orange-700': 'Ambre vers orange foncé',
  'from-amber-500 to-red-600': 'Ambre vers rouge',
  'from-emerald-500 to-green-700': 'Émeraude vers vert',
  'from-emerald-500 to-teal-700': 'Émeraude vers bleu canard',
  'from-cyan-500 to-teal-700': 'Cyan vers bleu canard',
  'from-violet-500 to-purple-700': 'Violet vers pourpre',
  'from-slate-600 to-blue-800': 'Ardoise vers bleu nuit',
  'from-rose-600 to-red-800': 'Rose foncé vers rouge sombre',
  'from-amber-600 to-orange-800': 'Ambre foncé vers orange sombre',
  'from-emerald-600 to-teal-800': 'Émeraude foncé vers bleu canard sombre',
  'from-violet-600 to-indigo-800': 'Violet foncé vers indigo sombre',
  'from-sky-600 to-blue-800': 'Bleu ciel foncé vers bleu nuit',
}

// One of the gradients the site has CSS for (src/shared/schemas/gradients.ts), chosen by its French name in the CMS.
const gradient = z
  .enum(GRADIENTS)
  .meta({ label: 'Dégradé de couleurs', shared: true, verbatim: true, optionLabels: GRADIENT_NAMES })

const cssColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'doit être une couleur en hexadécimal, comme #0e7490')
  .meta({ label: 'Couleur', shared: true, verbatim: true })

const title = text.meta({ label: 'Titre' })

// A one-sentence summary, shown on cards and in meta descriptions.
const summary = text
  .max(320, 'doit être un résumé court (320 caractères au plus)')
  .meta({ label: 'Résumé', hint: 'Une phrase, montrée sur les cartes et par les moteurs de recherche.' })

export const themeFrontmatterSchema = z
  .strictObject({
    title,
    description: summary,
    image: pageImage,
    icon,
    gradient,
    order: z
      .number()
      .int('doit être un nombre entier')
      .min(1, 'doit valoir 1 ou plus')
      .meta({ label: "Ordre d'affichage", shared: true, verbatim: true }),
  })
  .meta({ body: 'required', collection: { label: 'Domaines (pages /projets/…)', singular: 'Domaine' } })

export const projectFrontmatterSchema = z
  .strictObject({
    title,
    description: summary,
    image: pageImage,
    icon,
    color: cssColor,
  })
  .meta({ body: 'required', collection: { label: 'Projets (pages /projet/…)', singular: 'Projet' } })

export const newsFrontmatterSchema = z
  .strictObject({
    title,
    description: summary,
    image: pageImage,
    date: isoDate,
  })
  .meta({ body: 'required', collection: { label: 'Actualités fixes (/news/1 et 2)', singular: 'Actualité' } })

export const infoFrontmatterSchema = z
  .strictObject({
    title,
    description: summary,
    image: pageImage,
    icon,
    gradient,
  })
  .meta({
    body: 'required',
    collection: { label: "Pages d'information (/info/…)", singular: "Page d'information" },
  })

const blurb = text.meta({ label: 'Description' })

const publicationItemSchema = z.strictObject({
  title,
  icon: icon.optional(),
  description: blurb.optional(),
  subItems: z
    .array(text.meta({ label: 'Sous-élément' }))
    .min(1, 'doit donner au moins un sous-élément, ou être retiré')
    .meta({ label: 'Sous-éléments' })
    .optional(),
})

const publicationSectionSchema = z.strictObject({
  title,
  icon,
  description: blurb.optional(),
  items: z.array(publicationItemSchema).min(1, 'doit donner au moins un élément').meta({ label: 'Éléments' }),
})

// Publications have an optional introduction; every other page is its body.
export const publicationFrontmatterSchema = z
  .strictObject({
    title,
    category: text.meta({ label: 'Catégorie' }),
    description: summary,
    image: pageImage,
    date: isoDate,
    sections: z
      .array(publicationSectionSchema)
      .min(1, 'doit donner au moins une section')
      .meta({ label: 'Sections' }),
  })
  .meta({ body: 'optional', collection: { label: 'Publications', singular: 'Publication' } })

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
  return z.strictObject({ fr: schema.meta({ label: 'Français' }), en: schema.meta({ label: 'Anglais' }) })
}

const bilingualText = bilingual(text)

const httpsUrl = z.url({ protocol: /^https$/, error: 'doit être une adresse en https://' })

// Footer targets are site paths without the language prefix, which the links add
// (docs/behaviour.md#links-to-existing-routes).
const sitePath = z
  .string()
  .regex(
    /^\/(?!(?:fr|en)(?:\/|$))[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    'doit être un chemin du site sans /fr ni /en, comme /contact',
  )

/** A file of the documents page: a PDF under public/documents/ (the build checks it exists). */
const documentFile = z
  .string()
  .regex(
    /^\/documents\/[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/,
    'doit être un PDF du dossier /documents/, comme /documents/statuts-ahb.pdf',
  )
  .meta({ verbatim: true })

/**
 * A document of the documents page (docs/behaviour.md#projects-publications-and-documents): its file in one or
 * both languages; a visitor of the other language gets the one there is, said to be in that language.
 */
const documentSchema = z.strictObject({
  title: bilingualText.meta({ label: 'Titre' }),
  description: bilingualText.meta({ label: 'Description' }),
  date: isoDate,
  files: z
    .strictObject({
      fr: documentFile.meta({ label: 'En français' }).optional(),
      en: documentFile.meta({ label: 'En anglais' }).optional(),
    })
    .refine((files) => files.fr !== undefined || files.en !== undefined, {
      message: 'doit donner le fichier en français (fr), en anglais (en) ou les deux',
    })
    .meta({ label: 'Fichiers' }),
})

const label = bilingualText.meta({ label: 'Libellé' })

/** A footer entry: without `href` it is shown as plain text, never as a dead link. */
const footerLinkSchema = z.strictObject({
  label,
  href: sitePath.meta({ label: 'Lien (chemin du site, sans /fr ni /en)' }).optional(),
})
/** A yearly gathering of the footer: its name and when it takes place, so it reads as a date, not a dead link. */
const gatheringSchema = z.strictObject({
  label,
  when: bilingualText.meta({ label: 'Quand (chaque année en mars, à Cotonou)' }),
  href: sitePath.meta({ label: 'Lien (chemin du site, sans /fr ni /en)' }).optional(),
})

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
  network: z.enum(SOCIAL_NETWORKS).meta({ label: 'Réseau' }),
  label: text.meta({ label: 'Libellé' }),
  url: httpsUrl.meta({ label: 'Adresse' }).optional(),
})

const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'doit être une heure sur 24 heures, comme 08:00')

const openingHoursSchema = z.strictObject({
  days: bilingualText.meta({ label: 'Jours' }),
  opens: clockTime.meta({ label: 'Ouverture' }),
  closes: clockTime.meta({ label: 'Fermeture' }),
})

const mobileMoneySchema = z.strictObject({
  operator: text.meta({ label: 'Opérateur' }),
  service: text.meta({ label: 'Service' }),
  ussd: z
    .string()
    .regex(/^\*\d{2,4}(?:\*\d+)*#$/, 'doit être un code USSD, comme *126#')
    .meta({ label: 'Code USSD' }),
  merchantCode: z
    .string()
    .regex(/^\d{4,10}$/, 'doit être le code marchand, de 4 à 10 chiffres')
    .meta({ label: 'Code marchand' }),
  color: cssColor,
  steps: bilingual(
    z
      .array(text.meta({ label: 'Étape' }))
      .min(3, 'doit donner de 3 à 5 étapes')
      .max(5, 'doit donner de 3 à 5 étapes'),
  ).meta({ label: 'Étapes' }),
})

/** What a suggested amount pays for, shown as information beside the ways to give (docs/behaviour.md#donation). */
const donationAmountSchema = z.strictObject({
  amount: z
    .number()
    .int('doit être un nombre entier de FCFA')
    .min(100, 'doit valoir au moins 100 FCFA')
    .meta({ label: 'Montant (FCFA)' }),
  impact: bilingualText.meta({ label: 'Ce que permet ce montant' }),
})

/** The organisation's account, for transfers from abroad or from a bank (docs/behaviour.md#bank-transfer). */
const bankTransferSchema = z.strictObject({
  accountHolder: text.meta({ label: 'Titulaire du compte' }),
  bank: text.meta({ label: 'Banque (nom et agence)' }),
  iban: z
    .string()
    .regex(
      /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}$/,
      'doit être un IBAN en capitales : 2 lettres, 2 chiffres de contrôle, puis le compte (espaces permises)',
    )
    .refine(
      hasValidIbanCheckDigits,
      'a des chiffres de contrôle qui ne correspondent pas : recopiez-le depuis un relevé de la banque',
    )
    .meta({ label: 'IBAN' }),
  bic: z
    .string()
    .regex(
      /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/,
      'doit être un code BIC (SWIFT) de 8 ou 11 capitales et chiffres',
    )
    .meta({ label: 'BIC (SWIFT)' }),
  // The characters every bank's transfer form accepts in its reference (SWIFT's set), and its length.
  reference: z
    .string()
    .regex(
      /^[A-Za-z0-9/?:().,'+ -]{1,35}$/,
      "doit compter de 1 à 35 lettres sans accents, chiffres, espaces ou / - ? : ( ) . , ' +",
    )
    .meta({ label: 'Motif à indiquer' }),
})

const CARD_PROVIDERS = ['none', 'hosted-checkout'] as const

/**
 * Card payment: `none` until the organisation has a payment provider, then the provider's own hosted checkout,
 * which the page links to: the site never has card fields of its own (docs/behaviour.md#card-payment).
 */
const cardPaymentSchema = z
  .strictObject({
    provider: z.enum(CARD_PROVIDERS).meta({
      label: 'Prestataire',
      optionLabels: { none: 'Pas encore', 'hosted-checkout': 'Sa page de paiement' },
    }),
    providerName: text.meta({ label: 'Nom du prestataire' }).optional(),
    checkoutUrl: httpsUrl.meta({ label: 'Adresse de sa page de paiement sécurisée' }).optional(),
  })
  .transform(({ provider, providerName, checkoutUrl }, ctx) => {
    if (provider === 'none') return { provider }
    if (providerName && checkoutUrl) return { provider, providerName, checkoutUrl }
    for (const [field, value] of [
      ['providerName', providerName],
      ['checkoutUrl', checkoutUrl],
    ] as const)
      if (!value) ctx.addIssue({ code: 'custom', path: [field], message: 'est requis avec hosted-checkout' })
    return z.NEVER
  })

/**
 * The organisation's facts (docs/editing.md#les-chiffres-de-lassociation): each figure or date written once, here; pages and Markdown
 * name them as `{{fact:<name>}}`. A year is shown as written, a count with the grouping of each language.
 */
export const FACTS = {
  founded: { kind: 'year', label: 'Année de création' },
  communes: { kind: 'count', label: "Communes d'intervention" },
  peopleServed: { kind: 'count', label: 'Personnes touchées' },
  boreholes: { kind: 'count', label: 'Forages équipés' },
  healthWorkersTrained: { kind: 'count', label: 'Relais communautaires formés' },
  targetYear: { kind: 'year', label: 'Échéance du plan stratégique' },
  targetPeople: { kind: 'count', label: 'Personnes visées par le plan' },
  targetHealthWorkers: { kind: 'count', label: 'Relais formés visés par le plan' },
  resources2023: { kind: 'count', label: 'Ressources 2023 (FCFA)' },
  resources2024: { kind: 'count', label: 'Ressources 2024 (FCFA)' },
} as const
export type FactName = keyof typeof FACTS
export const FACT_NAMES = Object.keys(FACTS) as FactName[]

const factSchema = z.strictObject({
  value: z.number().int('doit être un nombre entier').nonnegative().meta({ label: 'Valeur' }),
  label,
})

const factsSchema = z
  .strictObject(
    Object.fromEntries(
      FACT_NAMES.map((name) => [name, factSchema.meta({ label: FACTS[name].label })]),
    ) as Record<FactName, typeof factSchema>,
  )
  .meta({
    label: "Faits et chiffres de l'association (écrits une seule fois ; dans un texte : {{fact:nom}})",
  })

/**
 * `{{fact:<name>}}`: how a text names a fact (src/shared/lib/facts.ts expands it). The name is read by `factNameOf`,
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

/**
 * The figures the build counts itself (docs/editing.md#les-chiffres-de-lassociation), named as
 * `{{count:<name>}}`: the projects the projects page lists, the partners the home page shows, the documents of
 * the documents page. Typed by hand they would drift from what the site lists.
 */
export const COUNT_NAMES = ['projects', 'partners', 'documents'] as const
export type CountName = (typeof COUNT_NAMES)[number]
export type Counts = Partial<Record<CountName, number>>

/** `{{count:<name>}}`, read by `countNameOf` for the same reason as FACT_REFERENCE. */
export const COUNT_REFERENCE = /\{\{count:[A-Za-z]*\}\}/g

/** The count a reference names: `{{count:projects}}` → `projects`. */
export function countNameOf(reference: string): string {
  return reference.slice('{{count:'.length, -'}}'.length)
}

const factReference = text.superRefine((value, ctx) => {
  for (const name of unknownFactNames(value))
    ctx.addIssue({
      code: 'custom',
      message: `« ${name} » n'est pas un fait : l'un de ${FACT_NAMES.join(', ')}`,
    })
  for (const name of Array.from(value.match(COUNT_REFERENCE) ?? [], countNameOf))
    if (!(COUNT_NAMES as readonly string[]).includes(name))
      ctx.addIssue({
        code: 'custom',
        message: `« ${name} » n'est pas un compte : l'un de ${COUNT_NAMES.join(', ')}`,
      })
})

/**
 * A figure is a fact (`{{fact:peopleServed}}`, the fact's own value), a count (`{{count:projects}}`, counted by
 * the build), a whole number (shown with the grouping of each language) or a text shown as written ("15K+").
 */
const statTileSchema = z.strictObject({
  value: z.union([z.number().int().nonnegative(), factReference]).meta({
    label: 'Valeur (un nombre, {{fact:nom}}, {{count:projects}}, {{count:partners}} ou {{count:documents}})',
  }),
  label,
  icon,
})

function uniqueBy<T>(key: (item: T) => string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value))
        ctx.addIssue({ code: 'custom', path: [index], message: `${what} « ${value} » figure deux fois` })
      seen.add(value)
    })
  }
}

/** What a news search looked in: the titles and the texts, or the titles only. */
export const NEWS_SEARCH_SCOPES = ['text', 'titles'] as const
export type NewsSearchScope = (typeof NEWS_SEARCH_SCOPES)[number]

export const settingsSchema = z.strictObject({
  organisation: z
    .strictObject({
      shortName: text.meta({ label: 'Sigle' }),
      name: bilingualText.meta({ label: 'Nom' }),
    })
    .meta({ label: 'Organisation' }),
  banner: bilingualText.meta({ label: 'Bandeau' }),
  contact: z
    .strictObject({
      address: z
        .strictObject({
          street: bilingualText.meta({ label: 'Rue' }),
          city: text.meta({ label: 'Ville' }),
          country: bilingualText.meta({ label: 'Pays' }),
        })
        .meta({ label: 'Adresse' }),
      phone: z
        .string()
        .regex(
          /^\+229 01(?: \d{2}){4}$/,
          'doit être un numéro du Bénin à 10 chiffres, comme +229 01 97 45 32 18',
        )
        .meta({ label: 'Téléphone' }),
      email: z.email('doit être une adresse e-mail').meta({ label: 'E-mail' }),
      // The number a visitor can write to on WhatsApp (docs/behaviour.md#contact-by-e-mail); empty: none.
      whatsapp: z
        .string()
        .regex(
          /^(?:\+229 01(?: \d{2}){4})?$/,
          'doit être un numéro du Bénin à 10 chiffres, comme +229 01 97 45 32 18, ou rester vide',
        )
        .meta({ label: 'Numéro WhatsApp (vide : aucun)' })
        .optional(),
      hours: z
        .array(openingHoursSchema)
        .min(1, "doit donner les heures d'ouverture")
        .meta({ label: "Heures d'ouverture" }),
      map: z
        .strictObject({
          embedUrl: httpsUrl.meta({ label: 'Adresse de la carte intégrée' }),
          linkUrl: httpsUrl.meta({ label: 'Lien vers la carte' }),
        })
        .meta({ label: 'Carte' }),
    })
    .meta({ label: 'Contact' }),
  social: z
    .array(socialLinkSchema)
    .min(1)
    .superRefine(uniqueBy((link) => link.network, 'le réseau'))
    .meta({ label: 'Réseaux sociaux' }),
  /** The organisation's themes, one list for every page and the news categories (docs/behaviour.md#themes). */
  themes: themeListSchema.meta({
    label: "Domaines d'action (menu, pied de page, projets, axes, catégories d'actualités)",
  }),
  /** The footer's groups (docs/behaviour.md#footer); its "Nos actions" column is the themes' list. */
  footer: z
    .strictObject({
      association: z.array(footerLinkSchema).min(1).meta({ label: "L'association" }),
      resources: z.array(footerLinkSchema).min(1).meta({ label: 'Ressources' }),
      gatherings: z.array(gatheringSchema).min(1).meta({ label: 'Rendez-vous' }),
      legal: z.array(footerLinkSchema).min(1).meta({ label: 'Mentions' }),
    })
    .meta({ label: 'Pied de page' }),
  mobileMoney: z
    .array(mobileMoneySchema)
    .min(1)
    .superRefine(uniqueBy((operator) => operator.ussd, 'le code USSD'))
    .meta({ label: 'Mobile Money' }),
  donationAmounts: z
    .array(donationAmountSchema)
    .min(1)
    .superRefine(uniqueBy((suggestion) => String(suggestion.amount), 'le montant'))
    .meta({ label: 'Montants suggérés (page Faire un don)' }),
  bankTransfer: bankTransferSchema.meta({ label: 'Virement bancaire' }),
  cardPayment: cardPaymentSchema.meta({ label: 'Paiement par carte' }),
  /**
   * The organisation's figures, in one place for every page that shows them
   * (docs/behaviour.md#donation-page-order).
   */
  keyFigures: z
    .strictObject({
      /** The projects the joint fund finances (docs/behaviour.md#donation): a figure, as a tile's value. */
      fundedProjects: z
        .union([z.number().int().nonnegative(), factReference])
        .meta({ label: 'Projets financés par le fonds commun ({{count:projects}} : compté)' }),
      tiles: z.array(statTileSchema).min(1).meta({ label: 'Chiffres affichés' }),
    })
    .meta({ label: "Chiffres clés de l'association" }),
  facts: factsSchema,
  /** The documents page: statutes, reports, accounts, newest first as listed. */
  documents: z.array(documentSchema).min(1).meta({ label: 'Documents' }),
  /**
   * What the back-end's news search (`search` of the articles endpoint) looks in: `text`, the titles and the
   * texts; `titles`, the titles only, and the news list then searches the texts of the articles the site holds
   * in the site's own index (docs/behaviour.md#search-from-the-top-bar).
   */
  newsSearch: z.enum(NEWS_SEARCH_SCOPES).meta({
    label: 'Recherche des actualités du back-end (text : titres et textes ; titles : titres seuls)',
  }),
  /** The three or four facts of the home page's band of key figures, in their order. */
  homeFigures: z
    .array(z.enum(FACT_NAMES).meta({ label: 'Fait' }))
    .min(3, 'doit donner 3 ou 4 faits')
    .max(4, 'doit donner 3 ou 4 faits')
    .superRefine(uniqueBy((name) => name, 'le fait'))
    .meta({ label: "Chiffres du bandeau de la page d'accueil (3 ou 4 noms de faits)" }),
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
