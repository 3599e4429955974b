/**
 * `tsx scripts/check-deploy-env.ts`: run by the deploy workflow before it builds. Fails (exit 1, one line per
 * problem) when API_URL or SITE_URL is missing, not an http(s) URL, or points to this machine: the build would
 * otherwise fall back to sample content or publish canonical URLs on localhost.
 */
import { isIP } from 'node:net'
import { fileURLToPath } from 'node:url'

const REQUIRED = ['API_URL', 'SITE_URL'] as const
const OPTIONAL = ['PUBLIC_API_URL'] as const

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || host === '::') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host) || /^::ffff:7f/.test(host)
  return false
}

function problemOf(name: string, raw: string | undefined, required: boolean): string | undefined {
  const value = raw?.trim() ?? ''
  if (value === '') return required ? `${name} is not set (repository variable ${name}).` : undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} is not a URL: "${value}".`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${name} must be an http(s) URL: "${value}".`
  if (isLoopback(url.hostname)) return `${name} points to this machine (${url.hostname}): "${value}".`
  return undefined
}

/** The problems of the deploy's environment; empty when it may build. */
export function deployEnvProblems(env: NodeJS.ProcessEnv): string[] {
  return [
    ...REQUIRED.map((name) => problemOf(name, env[name], true)),
    ...OPTIONAL.map((name) => problemOf(name, env[name], false)),
  ].filter((problem): problem is string => problem !== undefined)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = deployEnvProblems(process.env)
  for (const problem of problems) console.error(`Deploy configuration: ${problem}`)
  if (problems.length > 0) process.exit(1)
  console.log('Deploy configuration: API_URL and SITE_URL point to public hosts.')
}
