/**
 * Where the browser fetches an island's module. The build's prerender knows the URL of each island's chunk
 * from the browser bundle's manifest (scripts/build/prerender/worker.ts gives it); the dev server serves the
 * module at its own path.
 */
let built: ReadonlyMap<string, string> | undefined

/** The built chunks, by declaring module (`/src/…/X.island.ts` → `/assets/X-….js`). */
export function setBuiltIslandUrls(urls: ReadonlyMap<string, string>): void {
  built = urls
}

export function islandUrl(module: string): string {
  if (!built) return module
  const url = built.get(module)
  if (!url) throw new Error(`The browser bundle has no chunk for the island ${module}.`)
  return url
}
