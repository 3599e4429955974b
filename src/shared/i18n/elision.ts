/**
 * French elision where a text is put together from parts (docs/behaviour.md#languages): « profil de {name} »
 * reads « profil d’Ismaël » when the name begins with a vowel. Writers cannot do it in the dictionary, since
 * the name is only known when the page is drawn. An h is left alone: whether it elides depends on the word.
 */
const ELIDING_WORDS: Readonly<Record<string, string>> = {
  de: 'd’',
  que: 'qu’',
  le: 'l’',
  la: 'l’',
  ne: 'n’',
  se: 's’',
  je: 'j’',
}

/** The word before a part, at the end of the text so far: a whole word followed by one space. */
const WORD_BEFORE = /(?<![\p{L}\p{M}’'-])(\p{L}+) $/u
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/iu

/** `before`, the text up to where `part` is inserted, with its last word elided if `part` asks for it. */
export function elideBefore(before: string, part: string): string {
  if (!STARTS_WITH_VOWEL.test(part)) return before
  const match = WORD_BEFORE.exec(before)
  const word = match?.[1]
  if (!match || !word) return before
  const elided = ELIDING_WORDS[word.toLowerCase()]
  if (!elided) return before
  const cased = word[0] === word[0]!.toUpperCase() ? elided[0]!.toUpperCase() + elided.slice(1) : elided
  return before.slice(0, match.index) + cased
}
