// Account helpers over the accounts database: scrypt password hashes (N = 2^17, older parameters still verify
// and report needsRehash) and sessions whose random token goes to the cookie while only its SHA-256 is stored,
// so a copy of the database opens no session. Secrets are compared in constant time.
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { Db } from './schema'

/** Current cost: 2^17 × r 8 → 128 MiB of memory per hash (OWASP's scrypt minimum). */
export const SCRYPT_N = 2 ** 17
const SCRYPT_R = 8
const SCRYPT_P = 1
const KEY_LEN = 32
/** Bounds on parameters read back from the database (a corrupt row must not allocate gigabytes). */
const MAX_N = 2 ** 20
const MAX_R = 32
const MAX_P = 16

interface ScryptHash {
  n: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

/** "scrypt$N$r$p$salt$hash" with hex salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, KEY_LEN, SCRYPT_N, SCRYPT_R, SCRYPT_P)
  return `scrypt$${SCRYPT_N}$${SCRYPT_R}$${SCRYPT_P}$${salt.toString('hex')}$${hash.toString('hex')}`
}

/** True when the password matches; any stored parameters within bounds verify (older, cheaper ones too). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const { n, r, p, salt, hash } = parsed
  const actual = await derive(password, salt, hash.length, n, r, p)
  return actual.length === hash.length && timingSafeEqual(actual, hash)
}

/** True when a stored hash uses weaker parameters than today's (rehash it after the next good login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  return !parsed || parsed.n < SCRYPT_N || parsed.r < SCRYPT_R || parsed.hash.length < KEY_LEN
}

function parseHash(stored: string): ScryptHash | null {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash) return null
  const [N, R, P] = [Number(n), Number(r), Number(p)]
  const powerOfTwo = Number.isInteger(N) && N >= 2 && N <= MAX_N && (N & (N - 1)) === 0
  const inRange = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max
  if (!powerOfTwo || !inRange(R, MAX_R) || !inRange(P, MAX_P)) return null
  if (!/^(?:[0-9a-f]{2})+$/.test(salt) || !/^(?:[0-9a-f]{2}){16,64}$/.test(hash)) return null
  return { n: N, r: R, p: P, salt: Buffer.from(salt, 'hex'), hash: Buffer.from(hash, 'hex') }
}

/** scrypt off the event loop; maxmem raised to what N and r need (Node's default stops at 32 MiB). */
function derive(
  password: string,
  salt: Buffer,
  length: number,
  N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r + 128 * r * p + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** Equality of two secrets without an early exit (both hashed first, so lengths never leak or differ). */
export function safeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  return timingSafeEqual(sha256(a), sha256(b))
}

const sha256 = (value: string | Uint8Array): Buffer => createHash('sha256').update(value).digest()

/** What the sessions table keys a session by: the hex SHA-256 of the cookie's token. */
export const sessionKey = (token: string): string => sha256(token).toString('hex')

/** Inserts a user; returns its id, or null when the email is taken. */
export async function createUser(
  db: Db,
  email: string,
  password: string,
  nowS: number,
): Promise<number | null> {
  const hash = await hashPassword(password)
  try {
    const info = db
      .prepare('INSERT INTO users (email, password_hash, created_at) VALUES (?, ?, ?)')
      .run(email.toLowerCase(), hash, nowS)
    return Number(info.lastInsertRowid)
  } catch {
    return null
  }
}

/** Opens a session: returns the token for the cookie; the table keeps only its hash. */
export function createSession(db: Db, userId: number, nowS: number, ttlS = 30 * 86_400): string {
  const token = randomBytes(24).toString('base64url')
  db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sessionKey(token),
    userId,
    nowS,
    nowS + ttlS,
  )
  return token
}

/**
 * The user of a live session token, or null. The lookup is by the token's hash, so response time tells
 * nothing about how close a guessed token is to a real one.
 */
export function sessionUser(db: Db, token: string, nowS: number): number | null {
  const row = db
    .prepare<[string], { user_id: number; expires_at: number }>(
      'SELECT user_id, expires_at FROM sessions WHERE id = ?',
    )
    .get(sessionKey(token))
  return row && row.expires_at > nowS ? row.user_id : null
}

export function deleteSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionKey(token))
}

/** Stores a fresh hash at today's parameters (call after a good login when needsRehash says so). */
export async function rehashPassword(db: Db, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password)
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId)
}
