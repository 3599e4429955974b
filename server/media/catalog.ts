import { PARTNERS } from '../seed/partners'
import type { ImageSpec } from './render'
import type { Theme } from './svg/palette'

export interface MediaEntry {
  file: string
  spec: ImageSpec
}

const SLIDE = { width: 1600, height: 900 }
const CARD = { width: 800, height: 600 }

const scene = (file: string, theme: Theme, size = CARD): MediaEntry => ({
  file,
  spec: { kind: 'scene', theme, seed: file, ...size, format: 'jpeg' },
})

const LOGO_COLORS = ['#0284c7', '#16a34a', '#e11d48', '#d97706', '#7c3aed', '#0891b2'] as const
const LOGO_MOTIFS = ['drop', 'leaf', 'heart', 'house', 'hands', 'sun'] as const

/** Every picture the seed content refers to, by file name under <dataDir>/media/. */
export const SEED_MEDIA: readonly MediaEntry[] = [
  scene('slide-vie.jpg', 'life', SLIDE),
  scene('slide-eau.jpg', 'water', SLIDE),
  scene('slide-sante.jpg', 'health', SLIDE),
  scene('slide-social.jpg', 'social', SLIDE),
  scene('slide-environnement.jpg', 'environment', SLIDE),
  ...[1, 2, 3].map((n) => scene(`article-eau-${n}.jpg`, 'water')),
  ...[1, 2, 3].map((n) => scene(`article-sante-${n}.jpg`, 'health')),
  ...[1, 2].map((n) => scene(`article-social-${n}.jpg`, 'social')),
  ...[1, 2].map((n) => scene(`article-environnement-${n}.jpg`, 'environment')),
  ...[1, 2].map((n) => scene(`article-assainissement-${n}.jpg`, 'sanitation')),
  ...[1, 2].map((n) => scene(`article-vie-${n}.jpg`, 'life')),
  scene('evenement-eau.jpg', 'water'),
  scene('evenement-sante.jpg', 'health'),
  scene('evenement-vie.jpg', 'life'),
  scene('evenement-environnement.jpg', 'environment'),
  scene('evenement-hygiene.jpg', 'sanitation'),
  scene('projet-eau.jpg', 'water'),
  scene('projet-sante.jpg', 'health'),
  scene('projet-social.jpg', 'social'),
  scene('focus-vision.jpg', 'life'),
  scene('focus-objectifs.jpg', 'social'),
  scene('focus-plans.jpg', 'environment'),
  scene('focus-president.jpg', 'social'),
  scene('focus-terrain.jpg', 'water'),
  scene('strategie-eau-fr.jpg', 'water'),
  scene('strategie-eau-en.jpg', 'water'),
  scene('strategie-sante.jpg', 'health'),
  scene('strategie-social.jpg', 'social'),
  scene('strategie-environnement.jpg', 'environment'),
  scene('strategie-assainissement-fr.jpg', 'sanitation'),
  scene('strategie-assainissement-en.jpg', 'sanitation'),
  scene('odd-eau-gauche.jpg', 'water'),
  scene('odd-eau-droite.jpg', 'sanitation'),
  scene('odd-sante-gauche.jpg', 'health'),
  scene('odd-sante-droite.jpg', 'social'),
  scene('odd-climat-gauche.jpg', 'environment'),
  scene('odd-climat-droite.jpg', 'life'),
  ...[1, 2, 3, 4, 5].map(
    (n) => ({ file: `equipe-${n}.jpg`, spec: { kind: 'portrait', seed: `equipe-${n}`, size: 400 } }) as const,
  ),
  ...LOGO_MOTIFS.map(
    (motif, i) =>
      ({
        file: `partenaire-${i + 1}.png`,
        spec: {
          kind: 'logo',
          motif,
          color: LOGO_COLORS[i] ?? '#0284c7',
          name: PARTNERS[i]?.name ?? 'AHB',
          width: 480,
          height: 200,
        },
      }) as const,
  ),
  {
    file: 'video-presentation.jpg',
    spec: { kind: 'thumbnail', theme: 'life', seed: 'video', width: 1280, height: 720 },
  },
]

/** Covers that synthetic articles pick from. */
export const ARTICLE_COVERS: readonly string[] = SEED_MEDIA.map((m) => m.file).filter((f) =>
  f.startsWith('article-'),
)
