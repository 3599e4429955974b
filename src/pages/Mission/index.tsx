import { useLoaderData } from 'react-router-dom'
import type { MissionPage } from '../../schemas/api'
import { Island } from '../../islands/Island'
import { MissionBody } from './MissionBody'
export async function loader(): Promise<MissionPage | null> {
  if (!import.meta.env.SSR) return null
  const { readSnapshot } = await import('../../data/server/snapshots')
  return readSnapshot('missionPage')
}

/**
 * The mission page (docs/behaviour.md#about-mission-and-history): prerendered from its snapshot; fetched in
 * the browser otherwise, retried in place.
 */
export function Component() {
  const built = useLoaderData() as MissionPage | null | undefined
  // Plain HTML when the build had the page's data; an island that fetches it at once otherwise.
  return (
    <Island
      name="MissionBody"
      component={MissionBody}
      props={{ built: built ?? null }}
      when="load"
      hydrate={!built}
    />
  )
}
