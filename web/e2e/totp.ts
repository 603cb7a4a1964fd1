import { createHmac } from 'node:crypto'

// The authenticator app's side of two-factor sign-in, for the journeys: RFC
// 6238 codes (HMAC-SHA1, 30-second steps, 6 digits) from the base32 key the
// setup step shows.

const PERIOD = 30

/** The bytes of a base32 key (RFC 4648, no padding; spaces and case ignored). */
export function base32Decode(key: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const clean = key.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const i = alphabet.indexOf(ch)
    if (i < 0) throw new Error(`not base32: ${ch}`)
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The 30-second step a moment falls in. */
export function stepAt(ms: number = Date.now()): number {
  return Math.floor(ms / 1000 / PERIOD)
}

/** The 6-digit code of a key for a step (RFC 4226 truncation). */
export function totpCode(key: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(key)).update(counter).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(n).padStart(6, '0')
}

/**
 * A code the server has not taken yet: each works once, and one of a step
 * at or before the last one taken is refused. The server takes a step
 * either side of now, so the next step's code is good at once; when even
 * that one was used, this waits for the clock to move on.
 */
export async function freshCode(key: string, lastStep: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = stepAt()
    const step = Math.max(now, lastStep + 1)
    if (step <= now + 1) return { code: totpCode(key, step), step }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
