import { config } from 'zod/v4/core'

// zod probes `new Function` when it builds object schemas, to compile faster parsers. The site's
// Content-Security-Policy forbids eval, and even a caught probe is reported as a violation. This module must
// be imported before any schema is built (first import of the browser's parsing modules). The setting is
// zod's core's, so it holds for every zod schema, and importing it pulls in none.
config({ jitless: true })
