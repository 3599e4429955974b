import { useLoaderData } from 'react-router-dom'
import type { AboutPage } from '../../schemas/api'
import { Island } from '../../islands/Island'
import { AboutBody } from './AboutBody'
export async function loader(): Promise<AboutPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('aboutPage')
}

/**
 * The about page (docs/behaviour.md#about-mission-and-history): prerendered from the about-page snapshot,
 * fetched in the browser when there was none.
 */
export function Component() {
  const built = useLoaderData() as AboutPage | null | undefined
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return (
    <Island
      name="AboutBody"
      component={AboutBody}
      props={{ built: built ?? null }}
      when="load"
      hydrate={!built}
    />
  )
}
