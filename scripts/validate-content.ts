/** `npm run validate`: checks every file of content/ (what the build checks first), without building. */
import { validateAllContent } from '../src/node/data/content'
import { reportLines } from './lib/content-report'

validateAllContent().then(
  () => console.log('content/ is valid.'),
  (error: unknown) => {
    for (const line of reportLines(error)) console.error(line)
    process.exit(1)
  },
)
