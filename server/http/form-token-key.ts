import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The HMAC key of the form tokens (docs/behaviour.md#comment-post-rules): FORM_TOKEN_SECRET, or a random key
 * kept in the data folder so tokens survive a restart. A key that is empty or short would let anyone sign
 * tokens, so both are refused at startup instead of being used.
 */
export const KEY_FILE = 'form-token.key'
const KEY_BYTES = 32
const KEY_TEXT = /^[0-9a-f]{64}$/i
/** As strong as the generated key. */
export const MIN_SECRET_BYTES = KEY_BYTES

/** FORM_TOKEN_SECRET as given, undefined when unset or empty; throws when shorter than 32 bytes. */
export function checkTokenSecret(secret: string | undefined): string | undefined {
  if (!secret) return undefined
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(
      `FORM_TOKEN_SECRET must be at least ${MIN_SECRET_BYTES} bytes long (for instance 64 random ` +
        'hexadecimal characters), or unset to use a random key kept in the data folder.',
    )
  }
  return secret
}

/**
 * Writes a whole key beside the final name, then links it there: the link is atomic and fails when the name
 * exists, so a reader never sees a half-written file, and when two processes start on a new folder at once
 * the first link wins and both read that key. (A rename would replace the first key after it was read; 'wx'
 * on the final name would show an empty file between its creation and its write.)
 */
function createKeyFile(file: string): void {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('hex')}\n`, {
    flag: 'wx',
    mode: 0o600,
    flush: true,
  })
  try {
    linkSync(draft, file)
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw cause
  } finally {
    rmSync(draft, { force: true })
  }
}

function readKeyFile(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim()
  if (!KEY_TEXT.test(text)) {
    throw new Error(
      `${file} does not hold a form token key (64 hexadecimal characters, 32 bytes): delete it and a new ` +
        'one is made at the next start (open comment forms then need a new token), or set FORM_TOKEN_SECRET.',
    )
  }
  return Buffer.from(text, 'hex')
}

export function loadTokenKey(dataDir: string, secret: string | undefined): Buffer {
  const checked = checkTokenSecret(secret)
  if (checked) return Buffer.from(checked, 'utf8')
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, KEY_FILE)
  if (!existsSync(file)) createKeyFile(file)
  return readKeyFile(file)
}
