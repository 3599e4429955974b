import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { cmsConfigYaml, type CmsOptions } from './config'

/**
 * The CMS page, `/admin`: Decap CMS's own prebuilt bundle (React included) copied beside a plain HTML page and
 * the generated configuration. Nothing of it is imported by the site's code, so no public page loads any of it.
 */

export const ADMIN_PATH = '/admin'

function decapDist(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist')
}

/** The bundle, the chunks it loads on demand, its WebAssembly image encoders and its licence notice. */
export async function decapFiles(): Promise<{ dir: string; names: string[] }> {
  const dir = decapDist()
  const names = (await readdir(dir)).filter((name) =>
    /^(?:\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name),
  )
  if (!names.includes('decap-cms.js')) throw new Error(`decap-cms.js not found in ${dir}: run npm ci`)
  return { dir, names }
}

/** Absolute paths: `/admin` and `/admin/` both show this page. */
export function adminPageHtml(): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>AHB — Modifier le contenu du site</title>
    <link href="${ADMIN_PATH}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <noscript>La gestion du contenu a besoin de JavaScript.</noscript>
    <script src="${ADMIN_PATH}/decap-cms.js"></script>
  </body>
</html>
`
}

/** Writes `<root>/admin/`: the page, its configuration and the CMS's files. */
export async function writeAdmin(root: string, options: CmsOptions = {}): Promise<string> {
  const out = path.join(root, ADMIN_PATH.slice(1))
  await mkdir(out, { recursive: true })
  const { dir, names } = await decapFiles()
  await Promise.all(names.map((name) => copyFile(path.join(dir, name), path.join(out, name))))
  await writeFile(path.join(out, 'index.html'), adminPageHtml())
  await writeFile(path.join(out, 'config.yml'), cmsConfigYaml(options))
  return out
}
