import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Which source files use each lucide-react icon, read from their `import { … } from 'lucide-react'` lines and
 * the package's index (which names, aliases included, each icon file exports). For the build's chunking.
 */

const LUCIDE_INDEX = 'node_modules/lucide-react/dist/esm/lucide-react.mjs'

/** Exported name → icon file name (`Home` → `house`). */
function iconFilesByName(root: string): Map<string, string> {
  const index = readFileSync(path.join(root, LUCIDE_INDEX), 'utf8')
  const files = new Map<string, string>()
  for (const [, names = '', file = ''] of index.matchAll(
    /^export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) files.set(name!, file)
  }
  return files
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Icon file name → the source files (relative to `root`, with '/') that import that icon. */
export function iconUsers(root: string, srcDir = 'src'): Map<string, Set<string>> {
  const fileOf = iconFilesByName(root)
  const users = new Map<string, Set<string>>()
  for (const file of sourceFiles(path.join(root, srcDir))) {
    const relative = path.relative(root, file).split(path.sep).join('/')
    const source = readFileSync(file, 'utf8')
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const specifier of names.split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]!
        const icon = fileOf.get(name)
        if (!icon) continue
        if (!users.has(icon)) users.set(icon, new Set())
        users.get(icon)!.add(relative)
      }
    }
  }
  return users
}
