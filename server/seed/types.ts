/** A text in both languages. An empty English text means "not translated": the site shows the French. */
export interface Bi {
  fr: string
  en: string
}

export type CategorySlug =
  | 'eau-potable'
  | 'sante-communautaire'
  | 'developpement-social'
  | 'environnement'
  | 'sensibilisation-education'
  | 'vie-associative'

/** The parts an article body is written in; `articleHtml` lays them out. */
export interface ArticleText {
  title: string
  lead: string
  heading: string
  items: string[]
  ordered?: boolean
  closing: string
}

export interface ArticleSeed {
  slug: string
  category: CategorySlug | null
  daysAgo: number
  hour: number
  /** null: the site shows its default author label. */
  author: string | null
  cover: string | null
  fr: ArticleText
  /**
   * Missing: not translated yet, as editors often publish. The site then shows the French, marked as French
   * (docs/behaviour.md#languages); the sample keeps a few such texts so that every build shows the rule.
   */
  en?: ArticleText
}

export function articleHtml(text: ArticleText): string {
  const list = text.ordered ? 'ol' : 'ul'
  return [
    `<p>${text.lead}</p>`,
    `<h2>${text.heading}</h2>`,
    `<${list}>${text.items.map((item) => `<li>${item}</li>`).join('')}</${list}>`,
    `<p>${text.closing}</p>`,
  ].join('\n')
}
