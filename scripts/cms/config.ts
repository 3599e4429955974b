import { stringify } from 'yaml'
import { bodyRequired, sharedFields } from '../../src/node/data/content'
import { repository, type Repository } from '../../src/node/data/repository'
import { LANGS } from '../../src/shared/i18n/languages'
import {
  COLLECTIONS,
  frontmatterSchemas,
  meaningOf,
  settingsSchema,
  type Collection,
} from '../../src/shared/schemas/content'
import { fieldsOf, type DecapField } from './fields'

/**
 * The Decap CMS configuration (`/admin/config.yml`): one collection per folder of `content/`, with fields
 * made from the zod schemas, the site settings, and the editorial workflow (each draft is a branch and a pull
 * request) on the GitHub repository of the "Edit this page" links.
 */

/** The folder of every collection and file below: with the media folder, all that `npm run cms` may touch. */
export const CONTENT_FOLDER = 'content'

/** Page illustrations: uploaded to public/images/pages, written as /images/pages/<file> in the frontmatter. */
export const MEDIA_FOLDER = 'public/images/pages'
export const PUBLIC_FOLDER = '/images/pages'

export interface CmsOptions {
  repo?: Repository
  /** The local back-end (decap-server) for `npm run cms`; production uses GitHub. */
  localBackendUrl?: string
  /** The OAuth gateway that signs editors in to GitHub (CMS_AUTH_URL), when the site has one. */
  authUrl?: string
  siteUrl?: string
}

function collectionConfig(collection: Collection) {
  const shared = new Set<string>(sharedFields(collection))
  const names = meaningOf(frontmatterSchemas[collection]).collection ?? {
    label: collection,
    singular: collection,
  }
  const fields: DecapField[] = [
    ...fieldsOf(frontmatterSchemas[collection].shape).map((field) => ({
      ...field,
      // Fields that do not depend on the language are copied to the other language's file.
      i18n: shared.has(field.name) ? ('duplicate' as const) : true,
    })),
    {
      name: 'body',
      label: 'Texte de la page',
      widget: 'markdown',
      i18n: true,
      required: bodyRequired(collection),
      hint: 'Les intertitres commencent à ## (le titre de la page est déjà le titre principal).',
    },
  ]
  return {
    name: collection,
    label: names.label,
    label_singular: names.singular,
    folder: `${CONTENT_FOLDER}/${collection}`,
    extension: 'md',
    format: 'frontmatter',
    // News pages are named by their number, 1 and 2: they are edited, not created.
    create: collection !== 'news',
    delete: false,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    i18n: true,
    fields,
  }
}

export function cmsConfig(options: CmsOptions = {}) {
  const repo = options.repo ?? repository()
  return {
    backend: {
      name: 'github',
      repo: repo.name,
      branch: repo.branch,
      ...(options.authUrl ? { base_url: options.authUrl } : {}),
    },
    // Only honoured when the CMS runs on localhost: `npm run cms` edits the working copy.
    local_backend: options.localBackendUrl ? { url: options.localBackendUrl } : true,
    publish_mode: 'editorial_workflow',
    locale: 'fr',
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // File names the build accepts: lowercase ASCII words joined by hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...LANGS], default_locale: 'fr' },
    collections: [
      ...COLLECTIONS.map(collectionConfig),
      {
        name: 'settings',
        label: 'Réglages du site',
        delete: false,
        files: [
          {
            name: 'settings',
            label: 'Coordonnées, réseaux, pied de page, Mobile Money, dons, chiffres',
            file: `${CONTENT_FOLDER}/settings.yaml`,
            format: 'yaml',
            fields: fieldsOf(settingsSchema.shape),
          },
        ],
      },
    ],
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>

export function cmsConfigYaml(options: CmsOptions = {}): string {
  return `# Made by scripts/cms/config.ts from the zod schemas of src/shared/schemas/content.ts: change those, not this.\n${stringify(cmsConfig(options), { lineWidth: 0 })}`
}
