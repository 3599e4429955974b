import { generate } from 'selfsigned'
import { CHROMIUM_FLAGS } from '../lib/chromium'
import type { TlsCertificate } from '../lib/site-server'

/**
 * A self-signed certificate for 127.0.0.1, made for one bench run: the bench serves the site over HTTP/2, which
 * browsers speak only over TLS (docs/architecture.md#the-bench). Nothing trusts it; the bench's browsers are
 * told to accept it (chromiumFlagsFor).
 */
export async function loopbackCertificate(): Promise<TlsCertificate> {
  const now = Date.now()
  const { private: key, cert } = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    notBeforeDate: new Date(now - 60_000),
    notAfterDate: new Date(now + 7 * 24 * 3600_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  })
  return { key, cert }
}

/** The bench browser's flags for a load of `url`: an `https` URL is the bench's own server and certificate. */
export function chromiumFlagsFor(url: string): string[] {
  return url.startsWith('https:') ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS
}
