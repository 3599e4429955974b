import { describe, expect, it } from 'vitest'
import { DEFAULT_REPOSITORY_URL, editUrl, repository } from '../../src/node/data/repository'

describe('repository', () => {
  it("defaults to the organisation's repository on main", () => {
    expect(repository({})).toEqual({
      url: DEFAULT_REPOSITORY_URL,
      name: new URL(DEFAULT_REPOSITORY_URL).pathname.slice(1),
      branch: 'main',
    })
  })

  it('takes the repository being built in GitHub Actions, and REPOSITORY_URL / REPOSITORY_BRANCH first', () => {
    const actions = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'org/site' }
    expect(repository(actions)).toMatchObject({ url: 'https://github.com/org/site', name: 'org/site' })
    expect(
      repository({
        ...actions,
        REPOSITORY_URL: 'https://github.com/other/repo.git',
        REPOSITORY_BRANCH: 'prod',
      }),
    ).toEqual({ url: 'https://github.com/other/repo', name: 'other/repo', branch: 'prod' })
  })

  it('refuses an address that is not a repository, with the variable named', () => {
    expect(() => repository({ REPOSITORY_URL: 'github.com/org' })).toThrow(/REPOSITORY_URL must be/)
    expect(() => repository({ REPOSITORY_BRANCH: 'a branch' })).toThrow(/REPOSITORY_BRANCH must be/)
  })

  it("gives GitHub's editor of the page's file in its language", () => {
    const repo = repository({ REPOSITORY_URL: 'https://github.com/org/site' })
    expect(editUrl('info', 'notre-vision', 'en', repo)).toBe(
      'https://github.com/org/site/edit/main/content/info/notre-vision.en.md',
    )
  })
})
