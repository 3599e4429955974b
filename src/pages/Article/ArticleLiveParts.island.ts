import { defineIsland } from '../../shared/islands/define'
import { ArticleLiveParts } from './ArticleInteractions'

export default defineIsland(import.meta.url, ArticleLiveParts, { areas: ['shared', 'comments'] })
