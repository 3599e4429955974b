import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Signed timestamps for the comment form, as Remark42 and Isso use against bots: the form asks for one when
 * it opens and sends it back with the post, which is accepted only once `minSeconds` have passed. The key is
 * FORM_TOKEN_SECRET, or a random key kept in the data folder so tokens survive a restart.
 */
export const TOKEN_MAX_AGE_MS = 24 * 3_600_000

export type TokenCheck = { kind: 'ok' } | { kind: 'invalid' } | { kind: 'too-early'; waitSeconds: number }

const KEY_FILE = 'form-token.key'

export function loadTokenKey(dataDir: string, secret: string | undefined): Buffer {
  if (secret) return Buffer.from(secret, 'utf8')
  const file = join(dataDir, KEY_FILE)
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  const key = randomBytes(32)
  try {
    // 'wx': when two processes start on a new folder at once, the second reads the first one's key.
    writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 })
    return key
  } catch {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex')
  }
}

export class FormTokens {
  constructor(
    private readonly key: Buffer,
    private readonly minSeconds: number,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url')
  }

  issue(now: number): { token: string; wait_seconds: number } {
    const payload = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`
    return { token: `${payload}.${this.sign(payload)}`, wait_seconds: this.minSeconds }
  }

  check(token: unknown, now: number): TokenCheck {
    if (typeof token !== 'string' || token.length > 200) return { kind: 'invalid' }
    const [time = '', nonce = '', signature = ''] = token.split('.')
    const expected = Buffer.from(this.sign(`${time}.${nonce}`))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' }
    const issued = Number.parseInt(time, 36)
    const age = now - issued
    if (!Number.isFinite(issued) || age > TOKEN_MAX_AGE_MS || age < -60_000) return { kind: 'invalid' }
    const wait = this.minSeconds * 1000 - age
    return wait > 0 ? { kind: 'too-early', waitSeconds: Math.max(1, Math.ceil(wait / 1000)) } : { kind: 'ok' }
  }
}
