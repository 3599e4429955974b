import { buildLoader } from '../../shared/data/build-loader'
import type { HomeData } from './home-data'
import type { KeyFigureView } from './key-figures'
import type { ThemeLink } from '../../shared/layout/navigation'

export const path = ''
export const areas = ['home'] as const
export const menu = { topBar: { id: 'home', labelKey: 'nav.home', rank: 0 } } as const
/**
 * Build time only: each block's data from the API snapshots, null for a block whose snapshot is missing; the
 * key figures from the settings.
 */
export const loader = buildLoader<HomeData & { keyFigures: KeyFigureView[]; themes: ThemeLink[] }>(
  async ({ snapshot, lang, settings }) => {
    const read = await settings()
    return {
      ...(await (await import('./load-home-data')).loadHomeData(lang, snapshot)),
      keyFigures: (await import('./key-figures')).homeKeyFigures(read, lang),
      // The themes by the menu's names, for the projects block (docs/behaviour.md#themes).
      themes: read.themes.map((theme) => ({ slug: theme.slug, title: theme.name[lang] })),
    }
  },
)
