import { lazy } from 'react'
import { whenNearScreen } from '../../lib/near-screen'

type BelowTheFold = typeof import('./below-the-fold')

/**
 * A block prerendered like the others, whose code the browser fetches only when the block nears the screen.
 * The page renders it inside <Suspense>: while hydrating, React leaves the waiting block's prerendered HTML
 * as it is (its links work as plain links) and hydrates it when the code has come. A page rendered in the
 * browser (a client-side navigation) has nothing prerendered to wait for, and fetches it at once. (The
 * prerenderer renders it in place: scripts/build/suspense-boundaries.ts.)
 */
function deferred<K extends keyof BelowTheFold>(name: K, selector: string) {
  return lazy(async () => {
    await whenNearScreen(selector)
    const blocks = await import('./below-the-fold')
    return { default: blocks[name] }
  })
}

export const ProjectsBlock = deferred('ProjectsBlock', '[aria-labelledby="home-projects-title"]')
export const OddBlock = deferred('OddBlock', '[aria-labelledby="home-odd-title"]')
export const ArticlesBlock = deferred('ArticlesBlock', '[aria-labelledby="home-articles-title"]')
export const StrategiesBlock = deferred('StrategiesBlock', '[aria-labelledby="home-strategies-title"]')
export const PartnersBlock = deferred('PartnersBlock', '[data-partners-state]')
