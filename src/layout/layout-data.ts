import type { Settings } from '../schemas/content'
import type { ActionLink } from './actions'

/** What every page's frame needs, prepared at build time by the layout route's loader. */
export type LayoutSettings = Pick<
  Settings,
  'organisation' | 'banner' | 'contact' | 'social' | 'footer' | 'copyrightYear'
>

export interface LayoutData {
  settings: LayoutSettings | null
  /** null when the slides were not available at build time: the menu then asks the API in the browser. */
  actions: ActionLink[] | null
}

export async function loadLayoutData(): Promise<LayoutData> {
  const [{ getSettings }, { readSnapshot }, { selectActionLinks }] = await Promise.all([
    import('../data/server/content'),
    import('../data/server/snapshots'),
    import('./actions'),
  ])
  const [settings, slides] = await Promise.all([getSettings(), readSnapshot('heroSlides')])
  const { organisation, banner, contact, social, footer, copyrightYear } = settings
  return {
    settings: { organisation, banner, contact, social, footer, copyrightYear },
    actions: slides ? selectActionLinks(slides) : null,
  }
}
