import type { LangText } from '../i18n/localize'

/** A text the page's own dictionary wrote (in the page's language), or a record's text with its language. */
export type Shown = string | LangText

/** The language to put on the element holding `shown`, when it is not the page's. */
export function langOfShown(shown: Shown): LangText['lang'] {
  return typeof shown === 'string' ? undefined : shown.lang
}

export function textOfShown(shown: Shown): string {
  return typeof shown === 'string' ? shown : shown.text
}

/**
 * A record's text inline, inside a `<span lang>` when it is not in the page's language (WCAG 3.1.2,
 * docs/behaviour.md#languages). Where the text has an element of its own, `lang={part.lang}` on it does the
 * same without a span.
 */
export function PartText({ value }: { value: Shown }) {
  const lang = langOfShown(value)
  return lang ? <span lang={lang}>{textOfShown(value)}</span> : <>{textOfShown(value)}</>
}

/**
 * Where a dictionary sentence holds a record's text ("Read more about {title}"): translate it with this in the
 * text's place, and `SentenceWith` puts the text back, in its own language.
 */
export const TEXT_SLOT = '\uE000'

/** A sentence of the page's language around a record's text, which keeps its language (`TEXT_SLOT`). */
export function SentenceWith({ sentence, part }: { sentence: string; part: Shown }) {
  const [before = '', ...after] = sentence.split(TEXT_SLOT)
  return (
    <>
      {before}
      {after.length > 0 ? (
        <>
          <PartText value={part} />
          {after.join('')}
        </>
      ) : null}
    </>
  )
}
