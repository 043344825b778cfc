// Backend identity (reference §1.3 `backend` / `backendInfo`, `/api/v1/backend-info`).

/** `"none"` = bitcoind-only: address lookups unsupported. */
export type BackendKind = 'esplora' | 'electrum' | 'none'

export interface BackendInfo {
  hostname: string
  version: string
  /** A change means the server was upgraded. */
  gitCommit: string
  lightning: boolean
  backend?: BackendKind
  coreVersion?: string
  osVersion?: string
}
