// The block a /block/{id} names: a height is first turned into the hash of the best chain's block there
// (GET /api/block-height/{h}), then the block with its extras is loaded by hash.
import { endpoints } from '../../../core'
import type { BlockExtended, RestError } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useRequest } from '../../app/use-request'
import type { BlockId } from './block-id'

export type BlockState =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly block: BlockExtended }
  | { readonly status: 'not-found' }
  | { readonly status: 'error'; readonly error: RestError }

export function useBlock(id: Exclude<BlockId, { kind: 'bad' }>): BlockState {
  const { client } = useSiteEnv()
  const hashAtHeight = useRequest(
    client.rest,
    id.kind === 'height' ? endpoints.blockHashAtHeight(id.height) : null,
  )
  const hash =
    id.kind === 'hash' ? id.hash : hashAtHeight.status === 'ok' ? hashAtHeight.data.trim() : null
  const block = useRequest(client.rest, hash === null ? null : endpoints.block(hash))
  if (id.kind === 'height' && hashAtHeight.status === 'error') return failure(hashAtHeight.error)
  if (hash === null || block.status === 'loading') return { status: 'loading' }
  if (block.status === 'error') return failure(block.error)
  return { status: 'ok', block: block.data }
}

function failure(error: RestError): BlockState {
  // 400: the server refuses the id as no hash at all; 404: no such block.
  return error.status === 404 || error.status === 400
    ? { status: 'not-found' }
    : { status: 'error', error }
}
