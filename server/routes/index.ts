import { Router } from '../http/router'
import { articleRoutes } from './articles'
import { commentRoutes } from './comments'
import { CONTACT_PATH, contactRoutes } from './contact'
import { collectionRoutes, eventRoutes, slideRoutes } from './content'
import type { RouteDeps } from './context'
import { pageRoute } from './pages'

/** The API contract (docs/behaviour.md#endpoints), trailing slashes included. */
export function buildRouter(deps: RouteDeps): Router {
  const articles = articleRoutes(deps)
  const comments = commentRoutes(deps)
  const contact = contactRoutes(deps)
  const slides = slideRoutes(deps)
  const lists = collectionRoutes(deps)
  return new Router()
    .add('GET', '/api/hero-slides/', slides.list)
    .add('GET', '/api/hero-slides/slug/:slug/', slides.bySlug)
    .add('GET', '/api/presentation-videos/', lists.videos)
    .add('GET', '/api/events/', eventRoutes(deps))
    .add('GET', '/api/projects/', lists.projects)
    .add('GET', '/api/focus-items/', lists.focusItems)
    .add('GET', '/api/strategies/', lists.strategies)
    .add('GET', '/api/articles/', articles.list)
    .add('GET', '/api/articles/stats/', articles.stats)
    .add('GET', '/api/articles/slug/:slug/', articles.bySlug)
    .add('GET', '/api/articles/:id/comments/', comments.list)
    .add('POST', '/api/comments/', comments.create)
    .add('GET', '/api/comments/token/', comments.token)
    .add('GET', '/api/contact/', contact.describe)
    .add('POST', CONTACT_PATH, contact.create)
    .add('GET', '/api/contact/token/', contact.token)
    .add('GET', '/api/categories/', lists.categories)
    .add('GET', '/api/partners/', lists.partners)
    .add('GET', '/api/odd-sections/', lists.oddSections)
    .add('GET', '/api/team/', lists.team)
    .add('GET', '/api/about-page/', pageRoute(deps, 'about'))
    .add('GET', '/api/mission-page/', pageRoute(deps, 'mission'))
    .add('GET', '/api/historique-page/', pageRoute(deps, 'history'))
}
