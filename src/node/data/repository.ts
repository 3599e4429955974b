import { z } from 'zod'
import type { Lang } from '../../shared/i18n/languages'
import type { Collection } from '../../shared/schemas/content'

/**
 * The GitHub repository that holds `content/`, for the "Edit this page" links and the CMS. Read at build time:
 * `REPOSITORY_URL` (like https://github.com/owner/name) and `REPOSITORY_BRANCH`; in GitHub Actions the
 * repository being built; otherwise the organisation's repository, on `main`.
 */

export const DEFAULT_REPOSITORY_URL = 'https://github.com/ahb-benin/ahb-site'

const repositoryUrl = z
  .string()
  .regex(
    /^https:\/\/[a-z0-9.-]+\/[\w.-]+\/[\w.-]+$/i,
    'REPOSITORY_URL must be a repository address like https://github.com/owner/name',
  )
const branch = z.string().regex(/^[\w./-]+$/, 'REPOSITORY_BRANCH must be a branch name like main')

export interface Repository {
  /** https://github.com/owner/name */
  url: string
  /** owner/name */
  name: string
  branch: string
}

export function repository(env: NodeJS.ProcessEnv = process.env): Repository {
  const fromActions =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}` : ''
  const url = repositoryUrl.parse(
    (env.REPOSITORY_URL?.trim() || fromActions || DEFAULT_REPOSITORY_URL).replace(/(?:\.git)?\/*$/, ''),
  )
  return {
    url,
    name: new URL(url).pathname.slice(1),
    branch: branch.parse(env.REPOSITORY_BRANCH?.trim() || 'main'),
  }
}

/** The path of a page's file in the repository (the editors' `content/`, whatever CONTENT_DIR the build read). */
export function contentFilePath(collection: Collection, slug: string, lang: Lang): string {
  return `content/${collection}/${slug}.${lang}.md`
}

/** GitHub's web editor for that file; without write access GitHub offers to fork and open a pull request. */
export function editUrl(collection: Collection, slug: string, lang: Lang, repo = repository()): string {
  return `${repo.url}/edit/${repo.branch}/${contentFilePath(collection, slug, lang)}`
}
