import { z } from 'zod'

// zod probes `new Function` when it builds object schemas, to compile faster parsers. The site's
// Content-Security-Policy forbids eval, and even a caught probe is reported as a violation. This module must
// be imported before any schema is built (first import of the browser's parsing module).
z.config({ jitless: true })
