import { PageFrame } from '../../shared/components/PageFrame'
import { SavedArticlesList } from './SavedArticlesList'

/** "Mes articles sauvegardés": the articles kept on this device for offline reading (docs/offline.md). */
export function Component() {
  return (
    <PageFrame id="saved" noindex>
      <div className="container max-w-3xl py-12">
        <SavedArticlesList />
      </div>
    </PageFrame>
  )
}
