// Account helpers over the accounts database: scrypt password hashes and opaque session ids.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import type { Db } from './schema'

const N = 16_384
const R = 8
const P = 1
const KEY_LEN = 32

/** "scrypt$N$r$p$salt$hash" with hex salt and hash. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, KEY_LEN, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('hex')}$${hash.toString('hex')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(actual, expected)
}

/** Inserts a user; returns its id, or null when the email is taken. */
export function createUser(db: Db, email: string, password: string, nowS: number): number | null {
  try {
    const info = db
      .prepare('INSERT INTO users (email, password_hash, created_at) VALUES (?, ?, ?)')
      .run(email.toLowerCase(), hashPassword(password), nowS)
    return Number(info.lastInsertRowid)
  } catch {
    return null
  }
}

export function createSession(db: Db, userId: number, nowS: number, ttlS = 30 * 86_400): string {
  const id = randomBytes(24).toString('base64url')
  db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    id,
    userId,
    nowS,
    nowS + ttlS,
  )
  return id
}
