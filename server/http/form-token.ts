import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { UsedFormTokens } from '../store/used-form-tokens'

/**
 * Signed timestamps for the comment and contact forms, as Remark42 and Isso use against bots: the form asks
 * for one when it opens and sends it back with the post, which is accepted only once `minSeconds` have passed.
 * Each token serves one accepted post of its own form (docs/behaviour.md#comment-post-rules); a used one is
 * answered as an expired one.
 * The key comes from server/http/form-token-key.ts.
 */
export const TOKEN_MAX_AGE_MS = 24 * 3_600_000

/** What a token is for: a comment token is worth nothing to the contact form, and the reverse. */
export type TokenPurpose = 'comment' | 'contact'

/**
 * `purpose.time.nonce.signature`, the first three signed; the whole string must have this form, so nothing
 * appended or left out passes.
 */
const TOKEN =
  /^(?<id>(?<purpose>comment|contact)\.(?<time>[0-9a-z]{1,11})\.[A-Za-z0-9_-]{12})\.(?<signature>[A-Za-z0-9_-]{43})$/

/** `id` names the token in the table of used ones; it can be taken until `expiresAt`. */
export type TokenCheck =
  | { kind: 'ok'; id: string; expiresAt: number }
  | { kind: 'invalid' }
  | { kind: 'too-early'; waitSeconds: number }

export class FormTokens {
  constructor(
    private readonly key: Buffer,
    private readonly minSeconds: number,
    private readonly used: UsedFormTokens,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url')
  }

  issue(purpose: TokenPurpose, now: number): { token: string; wait_seconds: number } {
    const payload = `${purpose}.${now.toString(36)}.${randomBytes(9).toString('base64url')}`
    return { token: `${payload}.${this.sign(payload)}`, wait_seconds: this.minSeconds }
  }

  /** Form, purpose, signature, age and whether it has served already; takes nothing (see `take`). */
  check(token: unknown, purpose: TokenPurpose, now: number): TokenCheck {
    const parts = typeof token === 'string' ? TOKEN.exec(token)?.groups : undefined
    if (!parts || parts.purpose !== purpose) return { kind: 'invalid' }
    const { id = '', time = '', signature = '' } = parts
    const expected = Buffer.from(this.sign(id))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' }
    const issued = Number.parseInt(time, 36)
    const age = now - issued
    if (!Number.isFinite(issued) || age > TOKEN_MAX_AGE_MS || age < -60_000) return { kind: 'invalid' }
    if (this.used.has(id)) return { kind: 'invalid' }
    const wait = this.minSeconds * 1000 - age
    if (wait > 0) return { kind: 'too-early', waitSeconds: Math.max(1, Math.ceil(wait / 1000)) }
    return { kind: 'ok', id, expiresAt: issued + TOKEN_MAX_AGE_MS }
  }

  /** Spends a checked token; false when another post spent it since the check. */
  take(token: { id: string; expiresAt: number }, now: number): boolean {
    return this.used.take(token.id, token.expiresAt, now)
  }
}
