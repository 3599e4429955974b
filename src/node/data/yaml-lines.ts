import { type Document, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'

/**
 * Finds the line of a field in a YAML text, so that a content problem points at the line to change (GitHub
 * shows it beside that line of the pull request). Build-only: content problems are reported by the build.
 */

/** Returns the 1-based line of the field at `path` in `text`; `lineOffset` is added (the lines above it). */
export type YamlLocator = (path: readonly PropertyKey[]) => number | undefined

export function yamlLocator(text: string, lineOffset = 0): YamlLocator {
  const lineCounter = new LineCounter()
  return locatorOf(parseDocument(text, { lineCounter }), lineCounter, lineOffset)
}

/**
 * A whole YAML file (content/settings.yaml): its data and the locator of its fields. Broken YAML throws the
 * parser's first error, a YAMLParseError that knows its line and column.
 */
export function parseYamlFile(text: string): { data: unknown; locate: YamlLocator } {
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter })
  const [error] = document.errors
  if (error) throw error
  return { data: document.toJS(), locate: locatorOf(document, lineCounter, 0) }
}

function locatorOf(document: Document, lineCounter: LineCounter, lineOffset: number): YamlLocator {
  const lineAt = (offset: number): number => lineCounter.linePos(offset).line + lineOffset

  return (path) => {
    let node: unknown = document.contents
    let line = isNodeWithRange(node) ? lineAt(node.range[0]) : undefined
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isScalar(item.key) && String(item.key.value) === String(segment),
        )
        // A missing field is reported on the line of the object that should hold it.
        if (!pair) return line
        if (isNodeWithRange(pair.key)) line = lineAt(pair.key.range[0])
        node = pair.value
      } else if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment]
        if (!isNodeWithRange(item)) return line
        line = lineAt(item.range[0])
        node = item
      } else {
        return line
      }
    }
    return line
  }
}

function isNodeWithRange(value: unknown): value is Node & { range: [number, number, number] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as Node).range)
}
