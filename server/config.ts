import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllowedHosts, type AllowedHosts } from './http/allowed-hosts'
import { parseTrustProxy, type TrustProxy } from './http/client-address'
import { DEFAULT_MAX_CONNECTIONS, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, parseCount } from './http/connections'
import { originOf } from './http/cors'
import { checkTokenSecret } from './http/form-token-key'
import { isValidEmail } from './routes/comment-validation'
import type { ApiOptions } from './types'

export interface ResolvedOptions {
  dataDir: string
  /** NODE_ENV=production: no '*' CORS default, ALLOWED_HOSTS and an origin list are required. */
  production: boolean
  moderation: boolean
  /** Accepted comment posts per client address per minute. */
  rateLimitPerMinute: number
  /** Accepted comment posts per network (/24 for IPv4, /64 for IPv6) per minute. */
  networkRateLimitPerMinute: number
  /** Empty: any origin ('*', development only). */
  corsOrigins: string[]
  /**
   * Where the contact form's browser posts are sent back to (the thank-you page): SITE_URL's origin, else the
   * one CORS origin listed, else '' (a path on the API's own origin, when the API serves the site).
   */
  siteOrigin: string
  trustProxy: TrustProxy
  allowedHosts: AllowedHosts
  /** Seconds a visitor must spend between opening the form (its token) and posting. */
  commentMinSeconds: number
  /** A request body that has not fully arrived after this long is answered 408. */
  bodyTimeoutMs: number
  /** Open connections the server accepts at once; past that node closes new ones at once. */
  maxConnections: number
  /** Open connections of one address (never a proxy TRUST_PROXY names); past that new ones are closed. */
  maxConnectionsPerAddress: number
  /** Contact messages stored per day (Benin time); past that posts are answered 503. */
  contactDailyLimit: number
  /** The address the contact form's refusals offer instead of the form, when set (CONTACT_EMAIL). */
  contactEmail: string | undefined
  /** HMAC key of the form tokens, at least 32 bytes; when absent a random one is kept in the data folder. */
  formTokenSecret: string | undefined
  /** What the articles' `search` matches: titles and texts, or titles only (a development and test mode). */
  articleSearch: 'text' | 'titles'
}

const DEFAULT_RATE_LIMIT = 3
const DEFAULT_NETWORK_RATE_LIMIT = 10
const DEFAULT_MIN_SECONDS = 3
const DEFAULT_BODY_TIMEOUT_MS = 5000
const DEFAULT_CONTACT_DAILY_LIMIT = 200

/** The checkout this file belongs to. */
const CHECKOUT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The data folder of the checkout (`.cache/ahb-data`, which git ignores and a build never clears): two copies of
 * the repository on one machine never share a database, so comments posted while trying one stay in it.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AHB_DATA_DIR || join(CHECKOUT, '.cache', 'ahb-data')
}

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined
}

function nonNegativeNumber(value: unknown): number | undefined {
  if (typeof value === 'string' && value.trim() === '') return undefined
  const n = typeof value === 'string' ? Number(value.trim()) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined
}

/**
 * CORS_ORIGINS entries in the form request origins are compared in (`originOf`); `*` is left to the caller.
 * `null` is refused with the rest: it is the origin of every sandboxed frame and local file, anyone's.
 */
function cleanOrigins(list: readonly string[]): string[] {
  return list
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = entry === '*' ? entry : originOf(entry)
      if (origin === undefined) {
        throw new Error(
          `CORS_ORIGINS entry "${entry}" is not an origin: write scheme://host[:port] (http or https), ` +
            'without a path, query or credentials.',
        )
      }
      return origin
    })
}

/** SITE_URL's origin; a URL that is not http(s) stops the start (its origin would be `null`). */
function siteOrigin(siteUrl: string | undefined): string | undefined {
  if (!siteUrl?.trim()) return undefined
  let url: URL
  try {
    url = new URL(siteUrl.trim())
  } catch {
    throw new Error(`SITE_URL is not a URL: "${siteUrl}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`SITE_URL must be an http or https URL, got "${siteUrl}".`)
  return url.origin
}

function contactEmail(value: string | undefined): string | undefined {
  const address = value?.trim()
  if (!address) return undefined
  if (!isValidEmail(address)) throw new Error(`CONTACT_EMAIL is not an e-mail address: "${value}".`)
  return address
}

function articleSearch(value: string | undefined): 'text' | 'titles' {
  const mode = value?.trim() || 'text'
  if (mode !== 'text' && mode !== 'titles')
    throw new Error(`ARTICLE_SEARCH must be text or titles, got "${value}".`)
  return mode
}

/** Explicit options win; environment variables come next; then the defaults. */
export function resolveOptions(
  options: ApiOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ResolvedOptions {
  const production = options.production ?? env.NODE_ENV === 'production'
  const listed = options.corsOrigins ?? (env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',') : undefined)
  const site = siteOrigin(options.siteUrl ?? env.SITE_URL)
  let corsOrigins = listed ? cleanOrigins(listed) : production && site ? [site] : []
  if (corsOrigins.includes('*')) {
    if (production) throw new Error('CORS_ORIGINS=* is refused in production mode (NODE_ENV=production).')
    corsOrigins = []
  }
  if (production && corsOrigins.length === 0) {
    throw new Error('In production mode (NODE_ENV=production) set SITE_URL or CORS_ORIGINS.')
  }
  // Set but empty (`ALLOWED_HOSTS=`, `,`) is refused by parseAllowedHosts, not taken for unset.
  const hostList = options.allowedHosts ?? env.ALLOWED_HOSTS?.split(',')
  if (production && !hostList) {
    throw new Error('In production mode (NODE_ENV=production) set ALLOWED_HOSTS (the API’s host names).')
  }
  return {
    dataDir: options.dataDir ?? defaultDataDir(env),
    production,
    moderation: options.moderation ?? env.COMMENT_MODERATION === '1',
    rateLimitPerMinute:
      positiveInteger(options.rateLimitPerMinute) ??
      positiveInteger(env.COMMENT_RATE_LIMIT) ??
      DEFAULT_RATE_LIMIT,
    networkRateLimitPerMinute:
      positiveInteger(options.networkRateLimitPerMinute) ??
      positiveInteger(env.COMMENT_NETWORK_RATE_LIMIT) ??
      DEFAULT_NETWORK_RATE_LIMIT,
    corsOrigins,
    siteOrigin: site ?? (corsOrigins.length === 1 ? corsOrigins[0]! : ''),
    trustProxy: parseTrustProxy(options.trustProxy ?? env.TRUST_PROXY),
    allowedHosts: parseAllowedHosts(hostList, production),
    commentMinSeconds:
      nonNegativeNumber(options.commentMinSeconds) ??
      nonNegativeNumber(env.COMMENT_MIN_SECONDS) ??
      DEFAULT_MIN_SECONDS,
    bodyTimeoutMs:
      (positiveInteger(options.bodyTimeoutMs) ?? (nonNegativeNumber(env.BODY_TIMEOUT_SECONDS) ?? 0) * 1000) ||
      DEFAULT_BODY_TIMEOUT_MS,
    maxConnections: parseCount(
      'MAX_CONNECTIONS',
      options.maxConnections ?? env.MAX_CONNECTIONS,
      DEFAULT_MAX_CONNECTIONS,
    ),
    maxConnectionsPerAddress: parseCount(
      'MAX_CONNECTIONS_PER_ADDRESS',
      options.maxConnectionsPerAddress ?? env.MAX_CONNECTIONS_PER_ADDRESS,
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    contactDailyLimit: parseCount(
      'CONTACT_DAILY_LIMIT',
      options.contactDailyLimit ?? env.CONTACT_DAILY_LIMIT,
      DEFAULT_CONTACT_DAILY_LIMIT,
    ),
    contactEmail: contactEmail(options.contactEmail ?? env.CONTACT_EMAIL),
    formTokenSecret: checkTokenSecret(env.FORM_TOKEN_SECRET),
    articleSearch: articleSearch(options.articleSearch ?? env.ARTICLE_SEARCH),
  }
}

/**
 * The start-up line of development mode, where posts from any origin are accepted: a deployment that forgot
 * NODE_ENV=production says so in its log. Undefined in production mode.
 */
export function developmentNotice(options: ResolvedOptions): string | undefined {
  if (options.production) return undefined
  const origins = options.corsOrigins.length === 0 ? 'any origin' : options.corsOrigins.join(', ')
  return (
    `[api] Development mode: cross-origin posts are accepted (from ${origins}); ` +
    'in production set NODE_ENV=production, with ALLOWED_HOSTS and SITE_URL.'
  )
}
