// Validators for every path and query parameter. Each returns the clean value or throws a 400
// HttpError with a short plain message, so route handlers never see malformed input.
import { address as btcAddress, type Network } from 'bitcoinjs-lib'
import { isHex64 } from '../chain/hash'
import { badRequest } from './http-error'

const DIGITS = /^\d{1,10}$/

/** 64-hex txid, lowercased. */
export function txidParam(raw: unknown): string {
  if (!isHex64(raw)) throw badRequest('Invalid transaction ID')
  return raw.toLowerCase()
}

/** 64-hex block hash, lowercased. */
export function hashParam(raw: unknown): string {
  if (!isHex64(raw)) throw badRequest('Invalid block hash')
  return raw.toLowerCase()
}

/** Non-negative decimal integer (block height, index, count). */
export function uintParam(raw: unknown, what: string, max = 2 ** 31 - 1): number {
  if (typeof raw !== 'string' || !DIGITS.test(raw)) throw badRequest(`Invalid ${what}`)
  const value = Number(raw)
  if (value > max) throw badRequest(`Invalid ${what}`)
  return value
}

export const heightParam = (raw: unknown): number => uintParam(raw, 'block height')

/** A start index that must be a multiple of the page size. */
export function pageStartParam(raw: unknown, pageSize: number): number {
  const start = uintParam(raw, 'start index')
  if (start % pageSize !== 0) throw badRequest(`start index must be a multiple of ${pageSize}`)
  return start
}

/** One of an allowed list of interval names, e.g. '24h'. */
export function intervalParam<T extends string>(raw: unknown, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === raw)
  if (found === undefined)
    throw badRequest(`Invalid interval, expected one of ${allowed.join(', ')}`)
  return found
}

/** Upper-case bech32 is accepted and lowercased, as the reference does. */
function canonicalAddress(raw: string): string {
  return /^(bc|tb|bcrt)1[0-9A-Z]+$/.test(raw) ? raw.toLowerCase() : raw
}

/** An address valid for `network`; returns it canonical plus its scriptPubKey hex. */
export function addressParam(
  raw: unknown,
  network: Network,
): { address: string; scriptPubKey: string } {
  if (typeof raw !== 'string' || !/^[a-zA-Z0-9]{2,120}$/.test(raw))
    throw badRequest('Invalid Bitcoin address')
  const address = canonicalAddress(raw)
  try {
    return {
      address,
      scriptPubKey: Buffer.from(btcAddress.toOutputScript(address, network)).toString('hex'),
    }
  } catch {
    throw badRequest('Invalid Bitcoin address')
  }
}

/** Like addressParam but answers null instead of throwing (validate-address, websocket tracking). */
export function tryAddress(
  raw: unknown,
  network: Network,
): { address: string; scriptPubKey: string } | null {
  try {
    return addressParam(raw, network)
  } catch {
    return null
  }
}

/** 64-hex SHA-256 of a scriptPubKey (esplora scripthash routes). */
export function scripthashParam(raw: unknown): string {
  if (!isHex64(raw)) throw badRequest('Invalid scripthash')
  return raw.toLowerCase()
}

/** Optional `after_txid` query value. */
export function optionalTxid(raw: unknown): string | undefined {
  return raw === undefined || raw === '' ? undefined : txidParam(raw)
}

/**
 * A validator with a name. Route declarations list one per parameter; `kind` names the rule, so the route
 * tests can pick good and bad values for every parameter of every registered route.
 */
export interface Param<T> {
  readonly kind: string
  readonly parse: (raw: unknown) => T
}

export function param<T>(kind: string, parse: (raw: unknown) => T): Param<T> {
  return { kind, parse }
}

/** The official client library interpolates a missing value as the string "undefined". */
const absent = (raw: unknown): boolean => raw === undefined || raw === 'undefined'

export const TXID = param('txid', txidParam)
export const BLOCK_HASH = param('hash', hashParam)
export const HEIGHT = param('height', heightParam)
/** `/blocks/undefined` is the latest page, as on the reference. */
export const START_HEIGHT = param('start-height', (raw) =>
  absent(raw) ? undefined : heightParam(raw),
)
export const TX_INDEX = param('tx-index', (raw) => uintParam(raw, 'transaction index'))
export const VOUT = param('vout', (raw) => uintParam(raw, 'output index'))
export const TIMESTAMP = param('timestamp', (raw) => uintParam(raw, 'timestamp', 2 ** 32))
export const OPTIONAL_TIMESTAMP = param('optional-timestamp', (raw) =>
  raw === undefined ? undefined : uintParam(raw, 'timestamp', 2 ** 32),
)
export const SCRIPTHASH = param('scripthash', scripthashParam)
/** `after_txid` query or `/txs/chain/:after` segment. */
export const AFTER_TXID = param('after-txid', optionalTxid)

/** A page start of `/block/:hash/txs/:start`; "undefined" is the first page. */
export function pageStart(pageSize: number): Param<number> {
  return param('txs-start', (raw) => (absent(raw) ? 0 : pageStartParam(raw, pageSize)))
}

export function interval<T extends string>(kind: string, allowed: readonly T[]): Param<T> {
  return param(kind, (raw) => intervalParam(raw, allowed))
}

/** An address of the route's network (bitcoinjs parameters), canonical, with its scriptPubKey. */
export function addressOf(network: Network): Param<{ address: string; scriptPubKey: string }> {
  return param('address', (raw) => addressParam(raw, network))
}
