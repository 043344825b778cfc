import { randomBytes, scryptSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createSession,
  createUser,
  deleteSession,
  hashPassword,
  needsRehash,
  rehashPassword,
  safeEqual,
  SCRYPT_N,
  sessionKey,
  sessionUser,
  verifyPassword,
} from './accounts'
import { openAccountsDb, type Db } from './schema'

let dir = ''
let db: Db
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mpw-acc-'))
  db = openAccountsDb(dir)
})
afterEach(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A hash as the first version wrote it (N = 2^14). */
function oldHash(password: string): string {
  const salt = randomBytes(16)
  const hash = scryptSync(password, salt, 32, { N: 16_384, r: 8, p: 1 })
  return `scrypt$16384$8$1$${salt.toString('hex')}$${hash.toString('hex')}`
}

describe('password hashes', () => {
  it('hashes with scrypt at N = 2^17, salted, and verifies only the right password', async () => {
    expect(SCRYPT_N).toBeGreaterThanOrEqual(2 ** 17)
    const stored = await hashPassword('correct horse')
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1'])
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsf', stored)).toBe(false)
    expect(await hashPassword('correct horse')).not.toBe(stored)
    expect(needsRehash(stored)).toBe(false)
  })

  it('still verifies an older, cheaper hash and asks for a rehash', async () => {
    const stored = oldHash('battery staple')
    expect(await verifyPassword('battery staple', stored)).toBe(true)
    expect(await verifyPassword('battery', stored)).toBe(false)
    expect(needsRehash(stored)).toBe(true)
  })

  it('rehashes a user at the current cost', async () => {
    const id = (await createUser(db, 'Bob@example.com', 'pw one', 1_700_000_000)) as number
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(oldHash('pw one'), id)
    await rehashPassword(db, id, 'pw one')
    const row = db
      .prepare<[number], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?')
      .get(id)
    expect(needsRehash(row?.password_hash ?? '')).toBe(false)
    expect(await verifyPassword('pw one', row?.password_hash ?? '')).toBe(true)
  })

  it.each([
    'plain text',
    'scrypt$16384$8$1$00$',
    `scrypt$${2 ** 30}$8$1$00ff$${'ab'.repeat(32)}`,
    `scrypt$1000$8$1$00ff$${'ab'.repeat(32)}`,
    `scrypt$16384$8$1$zz$${'ab'.repeat(32)}`,
  ])('refuses a malformed or absurd stored hash %j without trying it', async (stored) => {
    expect(await verifyPassword('x', stored)).toBe(false)
    expect(needsRehash(stored)).toBe(true)
  })

  it('keeps emails unique, case-insensitively', async () => {
    expect(await createUser(db, 'Alice@example.com', 'a', 1)).toBeTypeOf('number')
    expect(await createUser(db, 'alice@example.com', 'b', 2)).toBeNull()
  })
})

describe('sessions', () => {
  it('stores only the SHA-256 of the token and finds the user by the token', async () => {
    const id = (await createUser(db, 'carol@example.com', 'pw', 1_700_000_000)) as number
    const token = createSession(db, id, 1_700_000_000, 3_600)
    expect(token.length).toBeGreaterThanOrEqual(32)
    const ids = db.prepare<[], { id: string }>('SELECT id FROM sessions').all()
    expect(ids).toEqual([{ id: sessionKey(token) }])
    expect(ids[0]?.id).not.toContain(token)
    expect(sessionUser(db, token, 1_700_000_100)).toBe(id)
    // the stored value itself is not a token
    expect(sessionUser(db, ids[0]?.id ?? '', 1_700_000_100)).toBeNull()
    expect(sessionUser(db, `${token}x`, 1_700_000_100)).toBeNull()
    expect(sessionUser(db, token, 1_700_003_600)).toBeNull()
    deleteSession(db, token)
    expect(sessionUser(db, token, 1_700_000_100)).toBeNull()
  })
})

describe('safeEqual', () => {
  it('compares secrets of any lengths without throwing', () => {
    expect(safeEqual('abc', 'abc')).toBe(true)
    expect(safeEqual('abc', 'abd')).toBe(false)
    expect(safeEqual('abc', 'abcd')).toBe(false)
    expect(safeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true)
  })
})
