// The blocks on show, newest first: live from the chain (use-live-blocks.ts) or test mode's moving window
// (use-test-blocks.ts). Both hooks always run (hooks may not be conditional); only one is enabled.
import type { BlockExtended, MempoolClient } from '../../core'
import { useLiveBlocks } from './use-live-blocks'
import { useTestBlocks } from './use-test-blocks'

export interface BlockList {
  /** Undefined until the first list (and while the next one is being completed). */
  blocks: readonly BlockExtended[] | undefined
  /** The list could not be read. */
  error: boolean
}

export function useBlockList(client: MempoolClient, count: number, test: boolean): BlockList {
  const live = useLiveBlocks(client, count, !test)
  const tested = useTestBlocks(client, count, test)
  return test ? tested : live
}
