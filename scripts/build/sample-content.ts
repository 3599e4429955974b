import { SAMPLE_CONTENT_HEADER } from '../../server/api'
import { ARTICLES } from '../../server/seed/articles/index'
import { readSnapshotFile, snapshotDir } from '../../src/node/data/snapshots'

/**
 * Whether the content pulled for a build is the reference back-end's sample content, which a strict
 * (production) build must never publish. Two independent marks, so that a proxy dropping the header is not
 * enough to let it through: the header every answer of the reference back-end carries, and the seed's article
 * slugs in the pulled articles.
 */
export async function sampleContentReasons(apiUrl: string, dir: string = snapshotDir()): Promise<string[]> {
  const reasons: string[] = []
  try {
    const res = await fetch(`${apiUrl}/api/articles/?page_size=1`, { signal: AbortSignal.timeout(10_000) })
    await res.body?.cancel()
    if (res.headers.has(SAMPLE_CONTENT_HEADER))
      reasons.push(`the API answers with the ${SAMPLE_CONTENT_HEADER} header of the reference back-end`)
  } catch {
    // Unreachable now: the pull has already judged the API; the content check below still runs.
  }
  const articles = (await readSnapshotFile(dir, 'articles'))?.data ?? []
  const seedSlugs = new Set(ARTICLES.map((article) => article.slug))
  const found = articles.filter((article) => seedSlugs.has(article.slug)).length
  // One shared slug could be chance; the seed has dozens, and sample content carries them all.
  if (found >= Math.min(5, seedSlugs.size))
    reasons.push(`${found} of the pulled articles are the reference back-end's sample articles`)
  return reasons
}
