import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * Images written in a page's Markdown (`![alt](/images/…)`, files of public/): lazy, since the page's own
 * illustration comes first, and with the file's width and height, so the text does not jump when they
 * arrive. Build-only, like the rest of data/server.
 */

/** The part of a HTML syntax tree (hast) node this module reads and writes. */
interface HtmlNode {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: HtmlNode[]
}

function imagesOf(node: HtmlNode, found: HtmlNode[] = []): HtmlNode[] {
  if (node.type === 'element' && node.tagName === 'img') found.push(node)
  node.children?.forEach((child) => imagesOf(child, found))
  return found
}

/** The file of public/ a site path points to; null for other URLs or paths leaving the folder. */
function publicFile(src: string, publicDir: string): string | null {
  if (!src.startsWith('/') || src.startsWith('//')) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(src.split(/[?#]/)[0] ?? '')
  } catch {
    return null
  }
  const file = path.join(publicDir, pathname)
  return file.startsWith(publicDir + path.sep) && existsSync(file) ? file : null
}

export async function prepareMarkdownImages(tree: HtmlNode, publicDir: string): Promise<void> {
  const images = imagesOf(tree)
  if (images.length === 0) return
  const { default: sharp } = await import('sharp')
  for (const image of images) {
    const properties = (image.properties ??= {})
    properties.loading = 'lazy'
    properties.decoding = 'async'
    const file = typeof properties.src === 'string' ? publicFile(properties.src, publicDir) : null
    if (!file || (properties.width && properties.height)) continue
    const meta = await sharp(file)
      .metadata()
      .catch(() => null)
    if (meta?.width && meta.height) {
      properties.width = meta.width
      properties.height = meta.height
    }
  }
}
