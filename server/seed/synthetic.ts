import { DAY_MS } from '../db/time'
import { createRandom, type Random } from '../media/random'
import type { ArticleRecord } from '../store/articles'

interface Theme {
  subjects: { fr: string; en: string }[]
  actions: { fr: string; en: string }[]
  facts: { fr: string; en: string }[]
}

const PLACES = [
  'Cotonou',
  'Abomey-Calavi',
  'Porto-Novo',
  'Parakou',
  'Djougou',
  'Natitingou',
  'Bohicon',
  'Lokossa',
  'Kandi',
  'Ouidah',
  'Savalou',
  'Dassa-Zoumè',
  'Malanville',
  'Aplahoué',
  'Pobè',
]

const AUTHORS = [
  'Serge Kpadonou',
  'Nadège Tossou',
  'Rachida Alassane',
  'Équipe communication AHB',
  null,
] as const

/** Word banks per field of action; generated titles and bodies combine them with places and figures. */
const THEMES: Theme[] = [
  {
    subjects: [
      { fr: 'un forage communautaire', en: 'a community borehole' },
      { fr: 'des bornes-fontaines', en: 'public standpipes' },
      { fr: 'une mini-adduction solaire', en: 'a small solar water system' },
      { fr: 'le comité de gestion de l’eau', en: 'the water management committee' },
    ],
    actions: [
      { fr: 'Mise en service de', en: 'Commissioning of' },
      { fr: 'Réhabilitation de', en: 'Rehabilitation of' },
      { fr: 'Bilan d’une année pour', en: 'One year on for' },
    ],
    facts: [
      {
        fr: 'Le temps de corvée d’eau a été divisé par quatre.',
        en: 'Time spent fetching water has been cut by four.',
      },
      {
        fr: 'Les analyses confirment une eau conforme aux normes.',
        en: 'Tests confirm the water meets the standards.',
      },
      {
        fr: 'Les recettes couvrent désormais les réparations.',
        en: 'Takings now cover the cost of repairs.',
      },
    ],
  },
  {
    subjects: [
      { fr: 'les relais communautaires', en: 'community health volunteers' },
      { fr: 'la campagne contre le paludisme', en: 'the malaria campaign' },
      { fr: 'le dépistage de la malnutrition', en: 'malnutrition screening' },
      { fr: 'la maternité rurale', en: 'the rural maternity unit' },
    ],
    actions: [
      { fr: 'Formation pour', en: 'Training for' },
      { fr: 'Nouvelle étape pour', en: 'A new stage for' },
      { fr: 'Retour sur', en: 'Looking back at' },
    ],
    facts: [
      {
        fr: 'Les consultations prénatales ont nettement augmenté.',
        en: 'Antenatal visits have risen markedly.',
      },
      {
        fr: 'Les cas de fièvre sont orientés plus tôt vers le centre de santé.',
        en: 'Fever cases reach the health centre sooner.',
      },
      {
        fr: 'Les familles appliquent les conseils reçus à domicile.',
        en: 'Families apply the advice they received at home.',
      },
    ],
  },
  {
    subjects: [
      { fr: 'les groupes d’épargne', en: 'savings groups' },
      { fr: 'les cours d’alphabétisation', en: 'literacy classes' },
      { fr: 'les apprentis', en: 'apprentices' },
      { fr: 'le soutien scolaire', en: 'school support' },
    ],
    actions: [
      { fr: 'Lancement de', en: 'Launch of' },
      { fr: 'Des nouvelles de', en: 'News from' },
      { fr: 'Succès pour', en: 'Success for' },
    ],
    facts: [
      {
        fr: 'Les participantes ont créé de nouvelles activités.',
        en: 'Participants have started new activities.',
      },
      { fr: 'Le taux d’abandon scolaire a reculé.', en: 'The school dropout rate has fallen.' },
      { fr: 'Les remboursements dépassent 95 %.', en: 'Repayments exceed 95%.' },
    ],
  },
  {
    subjects: [
      { fr: 'le reboisement', en: 'reforestation' },
      { fr: 'la collecte des déchets', en: 'waste collection' },
      { fr: 'les foyers améliorés', en: 'improved cookstoves' },
      { fr: 'les jardins scolaires', en: 'school gardens' },
    ],
    actions: [
      { fr: 'Journée consacrée à', en: 'A day devoted to' },
      { fr: 'Avancées pour', en: 'Progress for' },
      { fr: 'Mobilisation autour de', en: 'Rallying around' },
    ],
    facts: [
      { fr: 'Huit plants sur dix ont pris racine.', en: 'Eight seedlings out of ten have taken root.' },
      { fr: 'Les caniveaux restent dégagés pendant les pluies.', en: 'Gutters stay clear during the rains.' },
      { fr: 'Les familles économisent sur le charbon.', en: 'Families are saving on charcoal.' },
    ],
  },
  {
    subjects: [
      { fr: 'les latrines scolaires', en: 'school latrines' },
      { fr: 'les stations de lavage des mains', en: 'handwashing stations' },
      { fr: 'la vidange des fosses', en: 'pit emptying' },
      { fr: 'l’assainissement du quartier', en: 'neighbourhood sanitation' },
    ],
    actions: [
      { fr: 'Inauguration de', en: 'Opening of' },
      { fr: 'Suivi de', en: 'Follow-up on' },
      { fr: 'Priorité à', en: 'Priority for' },
    ],
    facts: [
      {
        fr: 'Les cas de diarrhée ont diminué chez les enfants.',
        en: 'Diarrhoea cases among children have fallen.',
      },
      { fr: 'Un club d’hygiène assure l’entretien quotidien.', en: 'A hygiene club handles daily cleaning.' },
      { fr: 'Les déversements sauvages ont presque disparu.', en: 'Illegal dumping has almost disappeared.' },
    ],
  },
]

/** ASCII slugs like those of the sample content (docs/architecture.md#content-files); github-slugger keeps accents. */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const NUMBER_FORMATS = { fr: new Intl.NumberFormat('fr-FR'), en: new Intl.NumberFormat('en-GB') }

function body(rnd: Random, theme: Theme, place: string, people: number, lang: 'fr' | 'en'): string {
  const facts = [...theme.facts].sort(() => rnd.next() - 0.5)
  const [first, second, third] = facts.map((f) => f[lang])
  const count = NUMBER_FORMATS[lang].format(people)
  return lang === 'fr'
    ? `<p>À ${place}, le programme de l’AHB touche désormais <strong>${count} personnes</strong>. ${first}</p>` +
        `<h2>Les résultats</h2><ul><li>${second}</li><li>${third}</li></ul>` +
        `<p>Les équipes reviendront dans six mois pour mesurer les progrès avec les habitants.</p>`
    : `<p>In ${place}, AHB’s programme now reaches <strong>${count} people</strong>. ${first}</p>` +
        `<h2>The results</h2><ul><li>${second}</li><li>${third}</li></ul>` +
        `<p>The teams will return in six months to measure progress with residents.</p>`
}

/**
 * Realistic generated articles for load tests and benchmarks: varied titles, bodies, categories and dates over
 * the past two years. `serial` numbers the batch so slugs never collide with earlier batches.
 */
export function syntheticArticles(
  count: number,
  options: { serial: number; now: number; categoryIds: readonly number[]; covers: readonly string[] },
): ArticleRecord[] {
  const rnd = createRandom(`synthetic:${options.serial}`)
  return Array.from({ length: count }, (_, i) => {
    const theme = rnd.pick(THEMES)
    const themeIndex = THEMES.indexOf(theme)
    const subject = rnd.pick(theme.subjects)
    const action = rnd.pick(theme.actions)
    const place = rnd.pick(PLACES)
    const people = rnd.int(3, 120) * 50
    const translated = rnd.next() > 0.1
    const titleFr = `${place} : ${action.fr} ${subject.fr}`
    const titleEn = `${place}: ${action.en} ${subject.en}`
    const categoryId =
      options.categoryIds.length > 0
        ? (options.categoryIds[themeIndex % options.categoryIds.length] ?? null)
        : null
    return {
      slug: `${slugify(`${place} ${subject.fr}`)}-s${options.serial}-${i + 1}`,
      title_fr: titleFr,
      title_en: translated ? titleEn : '',
      description_fr: body(rnd, theme, place, people, 'fr'),
      description_en: translated ? body(rnd, theme, place, people, 'en') : '',
      cover_image: options.covers.length > 0 && rnd.next() > 0.15 ? rnd.pick(options.covers) : null,
      published_at: options.now - Math.floor(rnd.between(1, 730) * DAY_MS),
      author_name: rnd.pick(AUTHORS),
      category_id: categoryId,
    }
  })
}
