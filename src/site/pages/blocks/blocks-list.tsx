// One page of the blocks list with its pager; on page 1 the socket's newer blocks join the top.
import type { BlockExtended } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { BlocksPager } from './blocks-pager'
import { blocksPageCount, withLiveBlocks } from './blocks-paging'
import { BlocksTable } from './blocks-table'

export interface BlocksListProps {
  readonly page: number
  readonly blocks: readonly BlockExtended[]
  readonly tipHeight: number
  readonly label: string
}

export function BlocksList({ page, blocks, tipHeight, label }: BlocksListProps) {
  const { client } = useSiteEnv()
  const live = useStore(client.stores.$blocks)
  const shown = page === 1 ? withLiveBlocks(blocks, live) : blocks
  const newest = Math.max(tipHeight, live[0]?.height ?? 0)
  return (
    <>
      <div className="table-scroll">
        <BlocksTable blocks={shown} label={label} />
      </div>
      <BlocksPager page={page} count={blocksPageCount(newest)} />
    </>
  )
}
