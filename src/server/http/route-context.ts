// What every route module receives: the network it answers for and which REST family it is mounted as.
import type { FastifyReply } from 'fastify'
import type { Network } from 'bitcoinjs-lib'
import type { SimNetwork } from '../node/types'
import { notFound } from './http-error'

/** `/api` answers esplora shapes, `/api/v1` the mempool backend's where the two differ. */
export type ApiFamily = 'esplora' | 'v1'

export interface RouteContext {
  net: SimNetwork
  params: Network
  family: ApiFamily
}

/** Throws a 404 with `message` when the node answered null. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message)
  return value
}

/** Sends a text/plain answer (numbers, hashes, hex). */
export function sendText(reply: FastifyReply, body: string | number): FastifyReply {
  return reply.type('text/plain; charset=utf-8').send(String(body))
}

/** Plain `Record` view of a request's params or query, for validators that take unknown. */
export function fields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}
