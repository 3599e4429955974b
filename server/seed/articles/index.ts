import type { ArticleSeed } from '../types'
import { ASSOCIATION_ARTICLES } from './association'
import { ENVIRONMENT_ARTICLES } from './environment'
import { HEALTH_ARTICLES } from './health'
import { SANITATION_ARTICLES } from './sanitation'
import { SOCIAL_ARTICLES } from './social'
import { WATER_ARTICLES } from './water'

export const ARTICLES: readonly ArticleSeed[] = [
  ...WATER_ARTICLES,
  ...HEALTH_ARTICLES,
  ...SOCIAL_ARTICLES,
  ...ENVIRONMENT_ARTICLES,
  ...SANITATION_ARTICLES,
  ...ASSOCIATION_ARTICLES,
]
