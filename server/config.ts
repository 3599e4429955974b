import { homedir } from 'node:os'
import { join } from 'node:path'
import type { ApiOptions } from './types'

export interface ResolvedOptions {
  dataDir: string
  moderation: boolean
  rateLimitPerMinute: number
  corsOrigins: string[]
}

const DEFAULT_RATE_LIMIT = 3

/** The data folder lives outside the source tree so that a rebuild or a clean checkout never loses it. */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.AHB_DATA_DIR) return env.AHB_DATA_DIR
  const base = env.XDG_DATA_HOME || join(homedir(), '.local', 'share')
  return join(base, 'ahb-site')
}

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

function originList(raw: string | undefined): string[] {
  if (!raw) return []
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
}

/** Explicit options win; environment variables come next; then the defaults. */
export function resolveOptions(
  options: ApiOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ResolvedOptions {
  return {
    dataDir: options.dataDir ?? defaultDataDir(env),
    moderation: options.moderation ?? env.COMMENT_MODERATION === '1',
    rateLimitPerMinute:
      positiveInteger(options.rateLimitPerMinute) ??
      positiveInteger(env.COMMENT_RATE_LIMIT) ??
      DEFAULT_RATE_LIMIT,
    corsOrigins: options.corsOrigins
      ? options.corsOrigins.map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '')
      : originList(env.CORS_ORIGINS),
  }
}
