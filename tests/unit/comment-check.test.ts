import { describe, expect, it } from 'vitest'
import { commentBody, parseCommentPage, parseCreatedComment } from '../../src/browser/api/comment-parsing'
import { ApiError } from '../../src/browser/api/api-error'
import { commentInputSchema, commentSchema } from '../../src/shared/schemas/api'
import { checkComment, checkCommentInput } from '../../src/shared/schemas/comment-check'
import { parseCommentPageBody } from '../../src/shared/schemas/comment-page'

// The browser validates comments with their own checks, the pipeline with zod: both must accept and refuse the
// same payloads, give the same records, and name the same failing fields.

const comment = {
  id: 7,
  visitor_name: 'Awa',
  content: 'Merci pour ce travail.',
  created_at: '2026-03-02T10:15:00Z',
  article: 3,
  status: 'published',
}

const RECORDS: [string, unknown][] = [
  ['a published comment', comment],
  ['a comment with extra fields', { ...comment, visitor_email: 'a@b.bj', likes: 4 }],
  ['a numeric id sent as text', { ...comment, id: ' 42 ' }],
  ['a name sent as a number', { ...comment, visitor_name: 12 }],
  ['missing optional fields', { id: 1 }],
  ['null optional fields', { id: 1, visitor_name: null, content: null, created_at: null, article: null }],
  ['a pending comment', { ...comment, status: 'pending' }],
  ['a comment not approved', { ...comment, status: undefined, is_approved: false }],
  ['an article id as text', { ...comment, article: '3' }],
  ['a date only', { ...comment, created_at: '2026-03-02' }],
  ['a date with spaces', { ...comment, created_at: ' 2026-03-02T10:15:00+01:00 ' }],
  ['no id', { ...comment, id: undefined }],
  ['a negative id', { ...comment, id: -1 }],
  ['a fractional id', { ...comment, id: 1.5 }],
  ['an id that is not a number', { ...comment, id: 'abc' }],
  ['an id too long', { ...comment, id: '1234567890123456' }],
  ['a date that is not one', { ...comment, created_at: 'hier' }],
  ['an impossible date', { ...comment, created_at: '2026-02-31T25:00:00Z' }],
  ['an object as content', { ...comment, content: { fr: 'x' } }],
  ['a text approval', { ...comment, is_approved: 'yes' }],
  ['an article id not a number', { ...comment, article: 'x' }],
  ['an id with leading zeros', { ...comment, id: '007' }],
  ['a status sent as a number', { ...comment, status: 2 }],
  ['a null approval', { ...comment, is_approved: null }],
  ['a name sent as true', { ...comment, visitor_name: true }],
  ['an empty date', { ...comment, created_at: '' }],
  ['a date sent as a number', { ...comment, created_at: 20260302 }],
  ['an id of spaces', { ...comment, id: '   ' }],
  ['two wrong fields, the first named', { ...comment, id: 'x', created_at: 'hier' }],
  ['a string', 'comment'],
  ['null', null],
  ['an array', [comment]],
]

const firstPath = (error: { issues: readonly { path: readonly PropertyKey[] }[] } | undefined) =>
  error?.issues[0]?.path.map(String).join('.')

describe('the comments’ checks in the browser', () => {
  it.each(RECORDS)('read %s as the zod schema does', (_, record) => {
    const classic = commentSchema.safeParse(record)
    const checked = checkComment(record)
    expect(checked.success).toBe(classic.success)
    expect(checked.data).toEqual(classic.data)
    expect(firstPath(checked.error)).toBe(firstPath(classic.error))
  })

  it('accept the valid records and refuse the others among the samples', () => {
    const accepted = RECORDS.filter(([, record]) => checkComment(record).success).length
    expect(accepted).toBe(14)
  })

  const input = { visitorName: 'Awa', visitorEmail: 'awa@exemple.bj', content: 'Merci', article: 3 }
  const INPUTS: [string, unknown][] = [
    ['a complete form', input],
    ['fields with spaces around', { ...input, visitorName: ' Awa ', visitorEmail: ' awa@exemple.bj ' }],
    ['an article id as text', { ...input, article: '3' }],
    ['an empty name', { ...input, visitorName: '' }],
    ['a name of spaces', { ...input, visitorName: '   ' }],
    ['an address without @', { ...input, visitorEmail: 'awa.exemple.bj' }],
    ['an address with a space', { ...input, visitorEmail: 'awa @exemple.bj' }],
    ['no content', { ...input, content: undefined }],
    ['no article', { ...input, article: undefined }],
    ['nothing', {}],
    ['fields of the wrong types', { visitorName: 3, visitorEmail: null, content: ['x'], article: -2 }],
    ['content of spaces and lines', { ...input, content: ' \n\t ' }],
    ['not an object', 'Awa'],
  ]

  it.each(INPUTS)('check %s as the zod input schema does', (_, value) => {
    const classic = commentInputSchema.safeParse(value)
    const checked = checkCommentInput(value)
    expect(checked.success).toBe(classic.success)
    expect(checked.data).toEqual(classic.data)
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      classic.error?.issues.map((issue) => issue.path.join('.')),
    )
  })
})

describe('the browser’s reading of comments', () => {
  const page = {
    count: 9,
    next: '/api/articles/3/comments/?page=2',
    results: [comment, { ...comment, id: 'x' }, { ...comment, id: 8, status: 'pending' }],
  }

  it('reads a page of comments as the pipeline does, dropping the invalid record', () => {
    const pipeline = parseCommentPageBody(page, { sanitizeHtml: (html) => html }).page
    expect(parseCommentPage(page)).toEqual(pipeline)
    expect(pipeline.comments.map((c) => c.id)).toEqual([7, 8])
    expect(pipeline).toMatchObject({ total: 9, hasMore: true })
    expect(parseCommentPage([comment])).toEqual({
      comments: [expect.objectContaining({ id: 7 })],
      total: 1,
      hasMore: false,
    })
  })

  it('reads the answer to a post as a comment, or null when it describes none', () => {
    expect(parseCreatedComment({ ...comment, status: 'pending' })).toEqual(
      commentSchema.parse({ ...comment, status: 'pending' }),
    )
    expect(parseCreatedComment({ detail: 'ok' })).toBeNull()
  })

  it('refuses an incomplete form with a 400 naming the API fields', () => {
    expect(commentBody({ visitorName: 'Awa', visitorEmail: 'a@b.bj', content: 'Hi', article: 3 })).toEqual({
      visitor_name: 'Awa',
      visitor_email: 'a@b.bj',
      content: 'Hi',
      article: 3,
    })
    let error: unknown
    try {
      commentBody({ visitorName: ' ', visitorEmail: 'nope', content: 'Hi', article: 3 })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
    expect(Object.keys((error as ApiError).errors ?? {}).sort()).toEqual(['visitor_email', 'visitor_name'])
  })
})
