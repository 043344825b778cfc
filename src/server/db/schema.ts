// SQLite schema of one simulated network (one file per network) and of the shared accounts file.
// WAL + synchronous=NORMAL: a committed transaction survives a process kill (kill -9); only an OS crash or
// power loss may drop the last commits, which a simulator can regenerate — FULL would fsync every block.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

export type Db = Database.Database

/** What the stored rows hold; a data dir of another layout is rebuilt (from its seed) on start. */
export const DATA_LAYOUT = 'summaries-1'

const NETWORK_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS blocks (
  height INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, header BLOB NOT NULL,
  pool_id INTEGER NOT NULL, extras TEXT NOT NULL, audit TEXT, txids TEXT NOT NULL,
  summary BLOB                       -- TransactionClassified per tx (summary-codec.ts), kept after pruning
);
CREATE TABLE IF NOT EXISTS txs (
  txid TEXT PRIMARY KEY, raw BLOB NOT NULL,
  state INTEGER NOT NULL,            -- 0 mempool, 1 confirmed, 2 removed (replaced/evicted, RBF cache)
  height INTEGER, pos INTEGER,
  fee INTEGER NOT NULL, weight INTEGER NOT NULL, size INTEGER NOT NULL, sigops INTEGER NOT NULL,
  flags INTEGER NOT NULL, first_seen INTEGER NOT NULL, rate REAL NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS txs_state ON txs(state);
CREATE INDEX IF NOT EXISTS txs_height ON txs(height, pos) WHERE height IS NOT NULL;
CREATE TABLE IF NOT EXISTS outputs (
  txid TEXT NOT NULL, vout INTEGER NOT NULL, script BLOB NOT NULL, value INTEGER NOT NULL,
  scripthash TEXT NOT NULL,          -- sha256(script) hex: address and scripthash lookups both use it
  wallet INTEGER, coinbase INTEGER NOT NULL,
  spent_txid TEXT, spent_vin INTEGER,
  PRIMARY KEY (txid, vout)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS replacements (
  txid TEXT PRIMARY KEY, replaced_by TEXT NOT NULL, time INTEGER NOT NULL, full_rbf INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS replacements_by ON replacements(replaced_by);
CREATE TABLE IF NOT EXISTS statistics (added INTEGER PRIMARY KEY, sample TEXT NOT NULL);
`

const ACCOUNTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,       -- scrypt: "scrypt$N$r$p$salt$hash" (hex)
  created_at INTEGER NOT NULL         -- unix s
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,                -- hex SHA-256 of the cookie's token, never the token
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
`

function open(file: string, schema: string): Db {
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('cache_size = -65536') // 64 MiB: random-order txid keys thrash a small cache
  db.exec(schema)
  return db
}

/** Secondary indexes, built once after the first-start bulk load (faster than maintaining them row by row). */
export function ensureNetworkIndexes(db: Db): void {
  db.exec('CREATE INDEX IF NOT EXISTS outputs_scripthash ON outputs(scripthash);')
}

export function openNetworkDb(dataDir: string, network: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = open(join(dataDir, `${network}.sqlite`), NETWORK_SCHEMA)
  // files made before block summaries were stored (their data is rebuilt: see DATA_LAYOUT)
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(blocks)').all()
  if (!columns.some((c) => c.name === 'summary'))
    db.exec('ALTER TABLE blocks ADD COLUMN summary BLOB')
  return db
}

/** Users and sessions, shared by all networks (ready for the accounts feature). */
export function openAccountsDb(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  return open(join(dataDir, 'accounts.sqlite'), ACCOUNTS_SCHEMA)
}
