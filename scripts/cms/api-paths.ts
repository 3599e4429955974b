import { lstat, realpath } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_FOLDER, MEDIA_FOLDER } from './config'

/**
 * Which files the CMS API may touch: the entries under content/ and the images under the media folder of the
 * CMS configuration, nothing else of the repository (not `.git/`, not `node_modules/`, not the code). Every
 * path field decap-server reads is checked, by the action that carries it; an action with no rule here is not
 * forwarded (docs/architecture.md#the-cms-on-an-editors-machine).
 */

/** Folders of the repository, as the CMS configuration names them. */
export const ENTRY_FOLDERS: readonly string[] = [CONTENT_FOLDER]
export const MEDIA_FOLDERS: readonly string[] = [MEDIA_FOLDER]

export interface RequestedPath {
  value: unknown
  folders: readonly string[]
  /** A folder to list: it may be the allowed folder itself. A file must be inside one. */
  isFolder?: boolean
}

/** Why a request is refused: the status and the French message sent back to the CMS. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** An optional list: absent is empty, anything but an array is refused (decap-server would read it otherwise). */
function list(value: unknown, field: string): unknown[] {
  if (value === undefined) return []
  if (Array.isArray(value)) return value
  throw new Refusal(400, `Le champ « ${field} » doit être une liste.`)
}

const entry = (value: unknown): RequestedPath => ({ value, folders: ENTRY_FOLDERS })
const media = (value: unknown): RequestedPath => ({ value, folders: MEDIA_FOLDERS })
const anyFile = (value: unknown): RequestedPath => ({ value, folders: [...ENTRY_FOLDERS, ...MEDIA_FOLDERS] })

/** A data file of persistEntry: its path, and the new one when the entry is renamed. */
function dataFilePaths(file: unknown): RequestedPath[] {
  const { path: filePath, newPath } = record(file)
  return newPath === undefined ? [entry(filePath)] : [entry(filePath), entry(newPath)]
}

/** The paths of one request body of Decap's proxy protocol, by action (decap-server's own field names). */
export function requestedPaths(body: unknown): RequestedPath[] {
  const { action, params: rawParams } = record(body)
  const params = record(rawParams)
  switch (action) {
    case 'info':
    case 'getDeployPreview':
      return []
    case 'entriesByFolder':
      return [{ ...entry(params.folder), isFolder: true }]
    case 'entriesByFiles':
      return list(params.files, 'files').map((file) => entry(record(file).path))
    case 'getEntry':
      return [entry(params.path)]
    case 'persistEntry':
      return [
        ...(params.entry === undefined ? [] : dataFilePaths(params.entry)),
        ...list(params.dataFiles, 'dataFiles').flatMap(dataFilePaths),
        ...list(params.assets, 'assets').map((asset) => media(record(asset).path)),
      ]
    case 'getMedia':
      return [{ ...media(params.mediaFolder), isFolder: true }]
    case 'getMediaFile':
      return [media(params.path)]
    case 'persistMedia':
      return [media(record(params.asset).path)]
    case 'deleteFile':
      return [anyFile(params.path)]
    case 'deleteFiles':
      return list(params.paths, 'paths').map(anyFile)
    default:
      throw new Refusal(422, `Action non prise en charge par le CMS local : ${String(action)}.`)
  }
}

/**
 * A segment a file system reads as itself on every platform: no `.`/`..`/hidden name, no separator or drive
 * (`\`, `:`), no trailing dot or space (Windows drops them), no control or wildcard character, no `%` (no
 * encoded form of anything).
 */
function isPlainSegment(segment: string): boolean {
  return /^[^\\/:*?"<>|%\p{Cc}]+$/u.test(segment) && !segment.startsWith('.') && !/[. ]$/.test(segment)
}

/** The folder of `folders` that `value` names, by its written form alone; exact case. */
function lexicalFolder(value: string, folders: readonly string[], isFolder: boolean): string | undefined {
  const segments = value.split('/')
  if (!segments.every(isPlainSegment)) return undefined
  return folders.find((folder) => {
    const prefix = folder.split('/')
    const inside = isFolder ? segments.length >= prefix.length : segments.length > prefix.length
    return inside && prefix.every((segment, i) => segments[i] === segment)
  })
}

/**
 * The real path of `file`, symbolic links followed, for the part of it that exists (the rest is what a save
 * would create); undefined for a link that leads nowhere.
 */
async function realPathOf(file: string): Promise<string | undefined> {
  const missing: string[] = []
  let existing = file
  for (;;) {
    const found = await lstat(existing).then(
      () => true,
      () => false,
    )
    if (found)
      return realpath(existing).then(
        (real) => path.join(real, ...missing),
        () => undefined,
      )
    const parent = path.dirname(existing)
    if (parent === existing) return undefined
    missing.unshift(path.basename(existing))
    existing = parent
  }
}

function within(folder: string | undefined, file: string | undefined, isFolder: boolean): boolean {
  if (folder === undefined || file === undefined) return false
  const relative = path.relative(folder, file)
  if (relative === '') return isFolder
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

/** Refuses the request unless every path it carries stays, symbolic links followed, in its allowed folders. */
export async function checkRequestedPaths(repoDir: string, body: unknown): Promise<void> {
  for (const { value, folders, isFolder = false } of requestedPaths(body)) {
    const folder = typeof value === 'string' ? lexicalFolder(value, folders, isFolder) : undefined
    const allowed =
      folder !== undefined &&
      within(
        await realPathOf(path.join(repoDir, folder)),
        await realPathOf(path.join(repoDir, value as string)),
        isFolder,
      )
    if (!allowed) {
      throw new Refusal(
        403,
        `Chemin refusé : ${JSON.stringify(value)} n'est pas dans ${folders.map((f) => `${f}/`).join(' ni dans ')}.`,
      )
    }
  }
}
