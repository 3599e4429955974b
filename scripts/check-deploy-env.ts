/**
 * `node scripts/check-deploy-env.ts [NAME...]`: the deploy workflow's first job, before anything is installed
 * or built. Fails (exit 1, one line per problem) when a setting is missing or unsafe: a public URL that is not
 * HTTPS or whose host is this machine or a private network (the build would fall back to sample content,
 * publish canonical URLs nobody can reach, or let the CI runner call its own network), a Pages project name or
 * Cloudflare secret that is unset. Without names it checks the build's URLs. It imports only Node's own
 * modules, so that the job runs it with Node's type stripping, without `npm ci`
 * (docs/architecture.md#the-deploy-check).
 */
import { BlockList, isIP } from 'node:net'
import { fileURLToPath } from 'node:url'

type Rule =
  | { kind: 'url'; required: boolean }
  | { kind: 'name'; pattern: RegExp; shape: string }
  | { kind: 'secret'; pattern?: RegExp; shape?: string }
  | { kind: 'switch'; values: readonly string[] }

/** Every setting the deploy workflow reads, and what it must be. A name the workflow uses needs a rule here. */
export const DEPLOY_SETTINGS: Readonly<Record<string, Rule>> = {
  API_URL: { kind: 'url', required: true },
  SITE_URL: { kind: 'url', required: true },
  PUBLIC_API_URL: { kind: 'url', required: false },
  CMS_AUTH_URL: { kind: 'url', required: false },
  // Cloudflare Pages project names: lowercase letters, digits and dashes, at most 58 characters.
  PAGES_PROJECT: {
    kind: 'name',
    pattern: /^[a-z0-9][a-z0-9-]{0,57}$/,
    shape: 'a Cloudflare Pages project name (lowercase letters, digits and dashes)',
  },
  CLOUDFLARE_API_TOKEN: { kind: 'secret' },
  CLOUDFLARE_ACCOUNT_ID: {
    kind: 'secret',
    pattern: /^[0-9a-f]{32}$/i,
    shape: 'a Cloudflare account id (32 hexadecimal characters)',
  },
  // The service worker's kill switch (README, "Deploying").
  SERVICE_WORKER: { kind: 'switch', values: ['', 'off'] },
}

/** What the build reads: the default of the command without names. */
const BUILD_SETTINGS = ['API_URL', 'SITE_URL', 'PUBLIC_API_URL', 'CMS_AUTH_URL']

function blockList(ipv4: readonly string[], ipv6: readonly string[]): BlockList {
  const list = new BlockList()
  const add = (subnet: string, type: 'ipv4' | 'ipv6') => {
    const [network = '', prefix = ''] = subnet.split('/')
    list.addSubnet(network, Number(prefix), type)
  }
  ipv4.forEach((subnet) => add(subnet, 'ipv4'))
  ipv6.forEach((subnet) => add(subnet, 'ipv6'))
  return list
}

// A BlockList's IPv4 rules also match the IPv4-mapped IPv6 forms (`::ffff:127.0.0.1`, `::ffff:7f00:1`).
/** Loopback and unspecified addresses: this machine. */
const THIS_MACHINE = blockList(['127.0.0.0/8', '0.0.0.0/8'], ['::1/128', '::/128'])
/** Private (RFC 1918, unique local), shared (CGNAT) and link-local networks: the cloud's metadata service among them. */
const PRIVATE_NETWORKS = blockList(
  ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', '169.254.0.0/16'],
  ['fc00::/7', 'fe80::/10'],
)

/** The URL parser has already turned `0x7f.1`, `2130706433` and `127.0.0.1.` into `127.0.0.1`. */
function hostKind(hostname: string): 'this machine' | 'private' | 'public' {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const version = isIP(host)
  if (version === 0) {
    const name = host.replace(/\.$/, '')
    return name === 'localhost' || name.endsWith('.localhost') ? 'this machine' : 'public'
  }
  const type = version === 4 ? 'ipv4' : 'ipv6'
  if (THIS_MACHINE.check(host, type)) return 'this machine'
  return PRIVATE_NETWORKS.check(host, type) ? 'private' : 'public'
}

function urlProblem(name: string, value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${name} is not a URL: "${value}".`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${name} must be an http(s) URL: "${value}".`
  const kind = hostKind(url.hostname)
  if (kind === 'this machine') return `${name} points to this machine (${url.hostname}): "${value}".`
  if (kind === 'private')
    return `${name} points to a private or link-local address (${url.hostname}): "${value}".`
  if (url.protocol !== 'https:') return `${name} must be an https URL: "${value}".`
  return undefined
}

function problemOf(name: string, raw: string | undefined): string | undefined {
  const rule = DEPLOY_SETTINGS[name]
  if (!rule) return `${name} has no rule in scripts/check-deploy-env.ts.`
  const value = raw?.trim() ?? ''
  const where = rule.kind === 'secret' ? 'repository secret' : 'repository variable'
  const missing = `${name} is not set (${where} ${name}).`
  switch (rule.kind) {
    case 'url':
      if (value === '') return rule.required ? missing : undefined
      return urlProblem(name, value)
    case 'name':
      if (value === '') return missing
      return rule.pattern.test(value) ? undefined : `${name} must be ${rule.shape}: "${value}".`
    case 'secret':
      // Never the value: it would reach the workflow's log.
      if (value === '') return missing
      return !rule.pattern || rule.pattern.test(value) ? undefined : `${name} must be ${rule.shape}.`
    case 'switch':
      return rule.values.includes(value)
        ? undefined
        : `${name} must be ${rule.values.map((one) => (one ? `"${one}"` : 'empty')).join(' or ')}: "${value}".`
  }
}

/** The problems of the deploy's settings `names` (default: the build's URLs); empty when it may go on. */
export function deployEnvProblems(
  env: NodeJS.ProcessEnv,
  names: readonly string[] = BUILD_SETTINGS,
): string[] {
  return names.map((name) => problemOf(name, env[name])).filter((problem) => problem !== undefined)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2)
  const checked = names.length > 0 ? names : BUILD_SETTINGS
  const problems = deployEnvProblems(process.env, checked)
  for (const problem of problems) console.error(`Deploy configuration: ${problem}`)
  if (problems.length > 0) process.exit(1)
  console.log(`Deploy configuration: ${checked.join(', ')} checked.`)
}
