import type Database from 'better-sqlite3'
import type { Db } from '../db/open'
import { normalizeForSearch, searchTextOf } from '../db/search-text'
import type { ArticleInput } from '../types'

export interface ArticleRow {
  id: number
  slug: string
  title_fr: string
  title_en: string
  description_fr: string
  description_en: string
  cover_image: string | null
  published_at: number
  author_name: string | null
  category_id: number | null
  libelle_fr: string | null
  libelle_en: string | null
}

export type ArticleSort = '-published_at' | 'published_at' | 'title_fr' | '-title_fr'

export interface ArticleQuery {
  page: number
  pageSize: number
  search: string
  categoryId: number | null
  sort: ArticleSort
}

export interface CategoryCount {
  category_id: number
  libelle_fr: string
  libelle_en: string
  count: number
}

/** Everything written to the articles table, with the derived search and sort columns. */
export interface ArticleRecord {
  slug: string
  title_fr: string
  title_en: string
  description_fr: string
  description_en: string
  cover_image: string | null
  published_at: number
  author_name: string | null
  category_id: number | null
}

const SELECT_ARTICLE = `
  SELECT a.id, a.slug, a.title_fr, a.title_en, a.description_fr, a.description_en, a.cover_image,
         a.published_at, a.author_name, a.category_id, c.libelle_fr, c.libelle_en
  FROM articles a LEFT JOIN categories c ON c.id = a.category_id`

const ORDER_BY: Record<ArticleSort, string> = {
  '-published_at': 'a.published_at DESC, a.id DESC',
  published_at: 'a.published_at ASC, a.id ASC',
  title_fr: 'a.title_sort ASC, a.id ASC',
  '-title_fr': 'a.title_sort DESC, a.id DESC',
}

export class ArticleStore {
  private readonly statements = new Map<string, Database.Statement<unknown[]>>()

  /** `titles`: `search` matches the titles only, as some back-ends do (a development and test mode). */
  constructor(
    private readonly db: Db,
    private readonly search: 'text' | 'titles' = 'text',
  ) {
    if (search === 'titles')
      db.function('search_form', { deterministic: true }, (text) => normalizeForSearch(String(text ?? '')))
  }

  private prepared(sql: string): Database.Statement<unknown[]> {
    let statement = this.statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.statements.set(sql, statement)
    }
    return statement
  }

  /** One page of published articles and the number of articles matching the filters. */
  list(query: ArticleQuery, now: number): { rows: ArticleRow[]; totalCount: number } {
    const where = ['a.published_at <= @now']
    const params: Record<string, string | number> = { now }
    const term = normalizeForSearch(query.search)
    if (term !== '') {
      where.push(
        this.search === 'titles'
          ? "instr(search_form(a.title_fr || ' | ' || a.title_en), @term) > 0"
          : 'instr(a.search_text, @term) > 0',
      )
      params.term = term
    }
    if (query.categoryId !== null) {
      where.push('a.category_id = @category')
      params.category = query.categoryId
    }
    const filter = where.join(' AND ')
    const counted = this.prepared(`SELECT count(*) AS n FROM articles a WHERE ${filter}`).get(params) as {
      n: number
    }
    const totalCount = counted.n
    const offset = (query.page - 1) * query.pageSize
    if (offset >= totalCount) return { rows: [], totalCount }
    const rows = this.prepared(
      `${SELECT_ARTICLE} WHERE ${filter} ORDER BY ${ORDER_BY[query.sort]} LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: query.pageSize, offset }) as ArticleRow[]
    return { rows, totalCount }
  }

  /** A published article by slug; articles dated in the future are not public yet. */
  findBySlug(slug: string, now: number): ArticleRow | undefined {
    return this.prepared(`${SELECT_ARTICLE} WHERE a.slug = ? AND a.published_at <= ?`).get(slug, now) as
      ArticleRow | undefined
  }

  isPublished(id: number, now: number): boolean {
    return (
      this.prepared('SELECT 1 FROM articles WHERE id = ? AND published_at <= ?').get(id, now) !== undefined
    )
  }

  stats(now: number, recentWindowMs: number): { total: number; recent: number; byCategory: CategoryCount[] } {
    const totals = this.prepared(
      `SELECT count(*) AS total, coalesce(sum(published_at >= ?), 0) AS recent FROM articles WHERE published_at <= ?`,
    ).get(now - recentWindowMs, now) as { total: number; recent: number }
    const byCategory = this.prepared(
      `SELECT c.id AS category_id, c.libelle_fr, c.libelle_en, count(a.id) AS count
       FROM categories c LEFT JOIN articles a ON a.category_id = c.id AND a.published_at <= ?
       GROUP BY c.id ORDER BY c.id`,
    ).all(now) as CategoryCount[]
    return { total: totals.total, recent: totals.recent, byCategory }
  }

  insert(record: ArticleRecord, now: number): number {
    const result = this.prepared(
      `INSERT INTO articles (slug, title_fr, title_en, description_fr, description_en, cover_image, published_at,
         author_name, category_id, search_text, title_sort, created_at)
       VALUES (@slug, @title_fr, @title_en, @description_fr, @description_en, @cover_image, @published_at,
         @author_name, @category_id, @search_text, @title_sort, @created_at)`,
    ).run({
      ...record,
      search_text: searchTextOf([
        record.title_fr,
        record.title_en,
        record.description_fr,
        record.description_en,
      ]),
      title_sort: normalizeForSearch(record.title_fr),
      created_at: now,
    })
    return Number(result.lastInsertRowid)
  }

  insertMany(records: readonly ArticleRecord[], now: number): void {
    this.db.transaction(() => {
      for (const record of records) this.insert(record, now)
    })()
  }
}

/** Validates the test helper's input and turns it into a table record. Throws on a bad date or empty slug. */
export function articleRecordOf(input: ArticleInput, now: number): ArticleRecord {
  const slug = input.slug.trim()
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new Error(`Invalid article slug: ${JSON.stringify(input.slug)}`)
  const published = input.published_at === undefined ? now : Date.parse(input.published_at)
  if (!Number.isFinite(published))
    throw new Error(`Invalid published_at: ${JSON.stringify(input.published_at)}`)
  return {
    slug,
    title_fr: input.title_fr,
    title_en: input.title_en ?? '',
    description_fr: input.description_fr,
    description_en: input.description_en ?? '',
    cover_image: null,
    published_at: published,
    author_name: input.author_name ?? null,
    category_id: input.category_id ?? null,
  }
}
