import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'

// The shape of a GitHub Actions workflow, as far as these tests read it.
const stepSchema = z
  .object({
    name: z.string().optional(),
    id: z.string().optional(),
    if: z.string().optional(),
    uses: z.string().optional(),
    run: z.string().optional(),
    with: z.record(z.string(), z.unknown()).optional(),
    env: z.record(z.string(), z.string()).optional(),
  })
  .strict()
  .refine(
    (step) => Boolean(step.uses) !== Boolean(step.run),
    'a step either uses an action or runs a command',
  )
const jobSchema = z.object({
  'runs-on': z.string(),
  'timeout-minutes': z.number().int().positive(),
  if: z.string().optional(),
  env: z.record(z.string(), z.string()).optional(),
  permissions: z.record(z.string(), z.enum(['read', 'write', 'none'])).optional(),
  steps: z.array(stepSchema).min(1),
})
const workflowSchema = z.object({
  name: z.string(),
  on: z.record(z.string(), z.unknown()),
  jobs: z.record(z.string(), jobSchema),
})
type Workflow = z.infer<typeof workflowSchema>

const folder = path.join(process.cwd(), '.github', 'workflows')
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name))
const workflow = (name: string): Workflow =>
  workflowSchema.parse(parse(readFileSync(path.join(folder, name), 'utf8')))
const commands = (job: Workflow['jobs'][string]) => job.steps.flatMap((step) => (step.run ? [step.run] : []))

describe('workflow files', () => {
  it.each(files)('%s is valid YAML with the shape of a workflow', (name) => {
    expect(() => workflow(name)).not.toThrow()
  })

  it.each(files)('%s runs only npm scripts that exist and the pinned wrangler', (name) => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
    )
    const run = Object.values(workflow(name).jobs).flatMap(commands).join('\n')
    for (const [, script] of run.matchAll(/npm run ([\w:-]+)/g)) expect(scripts).toContain(script)
    // wrangler comes from the lockfile (a devDependency), never fetched at a floating version.
    for (const [call] of run.matchAll(/npx[^\n]*wrangler\S*/g)) expect(call).toMatch(/^npx wrangler$/)
  })
})

describe('the pull-request workflow', () => {
  const pr = workflow('pull-request.yml')

  it('runs on every pull request: install, content check, build, link check, tests, in that order', () => {
    expect(Object.keys(pr.on)).toEqual(['pull_request'])
    const run = commands(pr.jobs.check!)
    const order = ['npm ci', 'npm run validate', 'npm run build', 'npm run linkcheck', 'npm test']
    const positions = order.map((command) => run.findIndex((line) => line.startsWith(command)))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    // The check builds from the reference back-end: no secret, so forks are checked too.
    expect(JSON.stringify(pr.jobs.check)).not.toContain('secrets.')
  })

  it('deploys a preview only with the secrets, never for a fork, and keeps one comment per pull request', () => {
    const preview = pr.jobs.preview!
    expect(preview.if).toBe('github.event.pull_request.head.repo.full_name == github.repository')
    expect(preview.env?.PREVIEW).toContain("secrets.CLOUDFLARE_API_TOKEN != ''")
    const deploy = preview.steps.find((step) => step.id === 'deploy')
    expect(deploy?.if).toBe("env.PREVIEW == 'true'")
    expect(deploy?.run).toContain(
      'npx wrangler pages deploy dist --project-name "$PAGES_PROJECT" --branch "$PREVIEW_BRANCH"',
    )
    const comment = preview.steps.find((step) => step.uses?.startsWith('actions/github-script@'))
    const script = String(comment?.with?.script)
    expect(script).toContain("const marker = '<!-- ahb-preview -->'")
    expect(script).toContain('updateComment')
    expect(script).toContain('createComment')
    expect(preview.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' })
  })
})

describe('the deploy workflow', () => {
  it('keeps the strict pull and deploys with the pinned wrangler', () => {
    const run = Object.values(workflow('deploy.yml').jobs).flatMap(commands).join('\n')
    expect(run).toContain('npm run build -- --strict')
    expect(run).toMatch(/^npx wrangler pages deploy dist /m)
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      devDependencies: Record<string, string>
    }
    expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
