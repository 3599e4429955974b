import { type Handler, json } from './fake-api'

/** Small, valid answers for every endpoint the pipeline pulls, in the shapes a real back-end may use. */

export function heroSlides(count = 3) {
  const themes = [
    ['eau-potable', 'L’eau potable au cœur des villages', 'Clean water at the heart of villages'],
    ['sante-communautaire', 'Des relais de santé formés', 'Trained community health workers'],
    ['developpement-social', 'Des femmes qui entreprennent', 'Women who start businesses'],
    ['environnement', 'Reboiser les berges de l’Ouémé', 'Replanting the banks of the Ouémé'],
    ['cadre-de-vie', 'Des latrines dans chaque école', 'Latrines in every school'],
  ]
  return Array.from({ length: count }, (_, index) => {
    const [slug, fr, en] = themes[index % themes.length]!
    return {
      id: index + 1,
      slug: index < themes.length ? slug : `${slug}-${index}`,
      order: index,
      title_fr: fr,
      title_en: en,
      description_fr: `<p>${fr} : nos équipes travaillent avec les communes de Djougou et de Kandi.</p>`,
      description_en: `<p>${en}: our teams work with the municipalities of Djougou and Kandi.</p>`,
      image_url: null,
      created_at: '2025-01-10T08:00:00+01:00',
      updated_at: '2025-02-10T08:00:00+01:00',
    }
  })
}

export function article(id: number) {
  return {
    id,
    slug: `article-${id}`,
    title_fr: `Nouvelles du terrain n°${id}`,
    title_en: id % 2 === 0 ? `News from the field no. ${id}` : '',
    description_fr: `<p>Un forage de plus à Natitingou (${id}).</p>`,
    description_en: null,
    cover_image_url: null,
    published_at: `2025-03-${String(10 + (id % 18)).padStart(2, '0')}T09:00:00+01:00`,
    author_name: id % 3 === 0 ? null : 'Équipe AHB',
    category: 1,
    category_info: { id: 1, libelle_fr: 'Eau', libelle_en: 'Water' },
  }
}

/** `/api/articles/` paged like our reference back-end: `{ results, pagination }`, `pageSize` per page at most. */
export function pagedArticles(total: number, pageSize: number): Handler {
  return (url, req, res) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    const ids = Array.from({ length: total }, (_, index) => total - index)
    const results = ids.slice((page - 1) * pageSize, page * pageSize).map(article)
    const pagination = {
      page,
      page_size: pageSize,
      total_pages: Math.ceil(total / pageSize),
      total_count: total,
    }
    json({ results, pagination })(url, req, res)
  }
}

/** `/api/articles/` paged like Django REST framework: `{ count, next, previous, results }`. */
export function drfArticles(total: number, pageSize: number): Handler {
  return (url, req, res) => {
    const page = Number(url.searchParams.get('page') ?? '1')
    const ids = Array.from({ length: total }, (_, index) => total - index)
    const results = ids.slice((page - 1) * pageSize, page * pageSize).map(article)
    const next = page * pageSize < total ? `${url.origin}/api/articles/?page=${page + 1}` : null
    json({ count: total, next, previous: null, results })(url, req, res)
  }
}

export function partners(count: number) {
  const names = [
    'UNICEF Bénin',
    'Mairie de Parakou',
    'Croix-Rouge béninoise',
    'Fondation Eau Vive',
    'GIZ',
    'OMS',
  ]
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${names[index % names.length]}${index >= names.length ? ` ${index + 1}` : ''}`,
    logo_url: null,
  }))
}

function events(filter: string) {
  const all = [
    {
      id: 1,
      title_fr: 'Journée mondiale de l’eau',
      title_en: 'World Water Day',
      event_date: '2026-03-22T09:00:00+01:00',
      is_featured: true,
      registration_link: 'https://inscription.example.org/eau',
    },
    {
      id: 2,
      title_fr: 'Campagne de vaccination',
      title_en: 'Vaccination campaign',
      event_date: '2026-05-04T08:00:00+01:00',
      is_featured: false,
    },
    {
      id: 3,
      title_fr: 'Forum des partenaires',
      title_en: 'Partners’ forum',
      event_date: '2024-11-15T10:00:00+01:00',
      is_featured: true,
    },
  ]
  if (filter === 'featured') return all.filter((event) => event.is_featured)
  if (filter === 'upcoming') return all.slice(0, 2)
  return all
}

const pageText = (fr: string, en: string) => ({ fr, en })

/** Every endpoint, answering valid data; lists alternate between bare arrays and DRF `{ results }`. */
/** Two comments of the newest article, newest first as the API pages them. */
export function articleComments() {
  return [
    {
      id: 12,
      visitor_name: 'Koffi',
      content: 'Merci pour ce forage.',
      created_at: '2025-03-02T10:00:00Z',
      article: 5,
    },
    { id: 11, visitor_name: 'Awa', content: '<b>Bravo</b>', created_at: '2025-03-01T10:00:00Z', article: 5 },
  ]
}

export function fullApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const hero = pageText('Agir pour l’eau et la santé', 'Acting for water and health')
  return {
    '/api/hero-slides/': json(heroSlides(3)),
    '/api/presentation-videos/': json({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: 1, video_url: 'https://videos.example.org/ahb-presentation.mp4', thumbnail_url: null }],
    }),
    '/api/events/': (url, req, res) =>
      json(events(url.searchParams.get('filter') ?? 'upcoming'))(url, req, res),
    '/api/projects/': json([
      {
        id: 1,
        title: 'Accès à l’eau potable',
        description: 'Forages et bornes-fontaines',
        image: null,
        link: '/projet/projets-acces-eau',
        stats: '12 forages',
      },
      {
        id: 2,
        title: 'Santé communautaire',
        description: 'Relais formés',
        image: null,
        link: '/projet/projets-sante',
        stats: 'En cours',
      },
    ]),
    '/api/focus-items/': json({
      results: [
        {
          id: 1,
          slug: 'notre-vision',
          title_fr: 'Notre vision',
          title_en: 'Our vision',
          category_fr: 'Vision',
          gradient: 'from-sky-500 to-blue-700',
        },
      ],
    }),
    '/api/strategies/': json([
      {
        id: 1,
        title_fr: 'Eau et assainissement',
        title_en: 'Water and sanitation',
        description_fr: '<p>Des puits durables.</p>',
      },
    ]),
    '/api/articles/': pagedArticles(5, 2),
    '/api/articles/stats/': json({
      total_articles: 5,
      recent_articles: 2,
      articles_by_category: [{ category_id: 1, libelle_fr: 'Eau', libelle_en: 'Water', count: 5 }],
    }),
    '/api/categories/': json([
      { id: 1, libelle_fr: 'Eau', libelle_en: 'Water' },
      { id: 2, libelle_fr: 'Santé', libelle_en: 'Health' },
    ]),
    '/api/partners/': json(partners(4)),
    '/api/odd-sections/': json([
      {
        id: 1,
        is_active: true,
        order: 1,
        created_at: '2025-01-01T00:00:00Z',
        title_fr: 'ODD 6',
        title_en: 'SDG 6',
      },
    ]),
    '/api/about-page/': json({
      hero_title_fr: 'À propos',
      hero_title_en: 'About us',
      preface_content_fr: '<p>Depuis 2012.</p>',
    }),
    '/api/mission-page/': json({
      hero_title_fr: 'Notre mission',
      hero_title_en: 'Our mission',
      vision_items_fr: ['Eau', 'Santé'],
    }),
    '/api/historique-page/': json({
      hero_title_fr: hero.fr,
      hero_title_en: hero.en,
      stats_items_fr: [{ icon: 'Users', value: '15K+', label: 'Bénéficiaires' }],
    }),
    // The first page of each article's comments: two on the newest, none on the others.
    ...Object.fromEntries(
      [1, 2, 3, 4, 5].map((id) => [
        `/api/articles/${id}/comments/`,
        json({
          count: id === 5 ? 2 : 0,
          next: null,
          previous: null,
          results: id === 5 ? articleComments() : [],
        }),
      ]),
    ),
    '/api/team/': json([
      {
        id: 1,
        name_fr: 'Aïcha Dossou',
        position_fr: 'Coordinatrice',
        position_en: 'Coordinator',
        bio_fr: '<p>Ingénieure.</p>',
      },
    ]),
    ...overrides,
  }
}
