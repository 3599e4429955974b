import { defineIsland } from '../../shared/islands/define'
import { NotFoundPage } from './NotFoundPage'

// It may show an article (its live parts with it), a slide, or a page's not-found message.
export default defineIsland(import.meta.url, NotFoundPage, {
  areas: ['common', 'shared', 'notFound', 'news', 'comments', 'static', 'pages'],
})
