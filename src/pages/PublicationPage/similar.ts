/** At most three similar publications (docs/behaviour.md#limits). */
export const SIMILAR_PUBLICATIONS = 3

/**
 * docs/behaviour.md#content-pages: the similar publications are the first others of the list, in its order
 * (newest first).
 */
export function similarPublications<T extends { slug: string }>(all: readonly T[], current: string): T[] {
  return all.filter((publication) => publication.slug !== current).slice(0, SIMILAR_PUBLICATIONS)
}
