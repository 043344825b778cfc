import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSession, createUser, hashPassword, verifyPassword } from './accounts'
import { openAccountsDb } from './schema'

describe('accounts tables', () => {
  it('stores users with unique emails, scrypt hashes and sessions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpw-acc-'))
    const db = openAccountsDb(dir)
    try {
      const id = createUser(db, 'Alice@example.com', 'correct horse', 1_700_000_000)
      expect(id).toBeTypeOf('number')
      expect(createUser(db, 'alice@example.com', 'other', 1_700_000_001)).toBeNull()
      const row = db.prepare<[], { password_hash: string }>('SELECT password_hash FROM users').get()
      expect(row?.password_hash.startsWith('scrypt$')).toBe(true)
      expect(verifyPassword('correct horse', row?.password_hash ?? '')).toBe(true)
      expect(verifyPassword('wrong', row?.password_hash ?? '')).toBe(false)
      const session = createSession(db, id as number, 1_700_000_000)
      expect(session.length).toBeGreaterThan(20)
      expect(hashPassword('x')).not.toBe(hashPassword('x'))
    } finally {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
