import { ContentError, type ContentProblem } from '../../src/node/data/content'

/**
 * How the build and `npm run validate` print content problems: one line each, naming the file, the field and
 * what is expected. In GitHub Actions each line is also a workflow command that GitHub shows as an error on
 * that line of the pull request's file, where an editor sees it.
 */

// Workflow command escaping: the message loses no character, a property value cannot end the property.
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/** `::error file=…,line=…,title=…::message`: the message is the problem without its file name in front. */
export function annotation(problem: ContentProblem): string {
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    ...(problem.line === undefined ? [] : [`line=${problem.line}`]),
    `title=${escapeProperty(`Content to fix in ${problem.file}`)}`,
  ]
  const message = problem.text.startsWith(`${problem.file}: `)
    ? problem.text.slice(problem.file.length + 2)
    : problem.text
  return `::error ${properties.join(',')}::${escapeData(message)}`
}

/** The lines to print for an error of the build: content problems as above, anything else as its message. */
export function reportLines(error: unknown, env: NodeJS.ProcessEnv = process.env): string[] {
  if (!(error instanceof ContentError)) return [error instanceof Error ? error.message : String(error)]
  const lines = [error.message]
  if (env.GITHUB_ACTIONS === 'true') lines.push(...error.problems.map(annotation))
  return lines
}
