import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

/**
 * Pagefind writes a filter's values in a hash map's order, which changes from one run to the next for the same
 * pages; the filter file's name (a hash of its bytes) changes with it, and so do the two files that name it
 * (the language's metadata file and pagefind-entry.json). These helpers read those files as data, so a test can
 * compare two indexes by what they say.
 */

const SIGNATURE = 'pagefind_dcd'

/** A minimal CBOR reader: the unsigned integers, strings, arrays and maps Pagefind's files are made of. */
function readCbor(bytes: Buffer): unknown {
  let at = 0
  const length = (info: number): number => {
    if (info < 24) return info
    const size = 2 ** (info - 24)
    let value = 0
    for (let index = 0; index < size; index++) value = value * 256 + bytes[at++]!
    return value
  }
  const item = (): unknown => {
    const head = bytes[at++]!
    const major = head >> 5
    const count = length(head & 31)
    if (major === 0) return count
    if (major === 2 || major === 3) {
      const text = bytes.subarray(at, at + count)
      at += count
      return major === 3 ? text.toString('utf8') : text.toString('hex')
    }
    if (major === 4) return Array.from({ length: count }, item)
    if (major === 5) return Object.fromEntries(Array.from({ length: count }, () => [item(), item()]))
    throw new Error(`Pagefind file: CBOR major type ${major} is not read here.`)
  }
  return item()
}

function decoded(file: string): unknown {
  const bytes = gunzipSync(readFileSync(file))
  if (bytes.subarray(0, SIGNATURE.length).toString() !== SIGNATURE)
    throw new Error(`${file}: not a Pagefind file`)
  return readCbor(bytes.subarray(SIGNATURE.length))
}

/** Sorts every array of arrays by its JSON: the same entries in any order read the same. */
function canonical(value: unknown): unknown {
  if (!Array.isArray(value)) return value
  const items = value.map(canonical)
  return items.every(Array.isArray)
    ? items.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
    : items
}

/**
 * A language's metadata with its filters (item 3) and its sorts (item 4) in name order: Pagefind lists them in a
 * hash map's order. A sort's own list of pages keeps its order, which is what the sort says.
 */
function byName(meta: unknown): unknown {
  if (!Array.isArray(meta)) return meta
  const named = (list: unknown) =>
    Array.isArray(list) ? [...list].sort((a, b) => String(a?.[0]).localeCompare(String(b?.[0]))) : list
  return meta.map((item, index) => (index === 3 || index === 4 ? named(item) : item))
}

/**
 * An index as data: each language's filters (their values in a stable order), and its metadata and entry
 * file with the names of those files replaced by what they hold.
 */
export function pagefindIndexData(indexDir: string): Record<string, unknown> {
  const filters = readdirSync(path.join(indexDir, 'filter')).sort()
  const names = new Map<string, string>()
  const data: Record<string, unknown> = {}
  for (const file of filters) {
    const hash = file.replace(/\.pf_filter$/, '')
    const language = hash.split('_')[0]!
    // A language has one file per filter (the section, an article's category): each is named by its filter.
    const filter = canonical(decoded(path.join(indexDir, 'filter', file)))
    const name = `filter:${language}:${Array.isArray(filter) ? String(filter[0]) : '?'}`
    names.set(hash, name)
    data[name] = filter
  }
  const rename = (text: string) => {
    let out = text
    for (const [hash, name] of names) out = out.split(hash).join(name)
    return out
  }
  for (const file of readdirSync(indexDir).filter((name) => name.endsWith('.pf_meta'))) {
    const language = file.replace(/^pagefind\.|_.*$/g, '')
    const hash = file.replace(/^pagefind\.|\.pf_meta$/g, '')
    names.set(hash, `meta:${language}`)
    data[`meta:${language}`] = byName(JSON.parse(rename(JSON.stringify(decoded(path.join(indexDir, file))))))
  }
  data.entry = JSON.parse(rename(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')))
  return data
}
