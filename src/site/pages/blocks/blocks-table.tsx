// A table of blocks, newest first: the blocks list's page and the home dashboard's latest blocks.
import type { BlockExtended } from '../../../core'
import { TIME_REFRESH_MS } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { BlockRow } from './block-row'
import { messages } from './messages'
import { useNow } from './use-now'
import './blocks-table.css'

export interface BlocksTableProps {
  readonly blocks: readonly BlockExtended[]
  /** The table's accessible name (its card or page heading). */
  readonly label: string
  /** Fewer columns, for the dashboard card. */
  readonly compact?: boolean
}

export function BlocksTable({ blocks, label, compact = false }: BlocksTableProps) {
  const { t } = useSiteEnv()
  const now = useNow(TIME_REFRESH_MS.slow)
  return (
    <table className="data-table blocks-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t(messages.height)}</th>
          <th scope="col">{t(messages.pool)}</th>
          <th scope="col">{t(messages.time)}</th>
          {compact ? null : (
            <>
              <th scope="col" className="number">
                {t(messages.reward)}
              </th>
              <th scope="col" className="number">
                {t(messages.fees)}
              </th>
            </>
          )}
          <th scope="col" className="number">
            {t(messages.txCount)}
          </th>
          <th scope="col">{t(messages.size)}</th>
        </tr>
      </thead>
      <tbody>
        {blocks.map((block) => (
          <BlockRow key={block.id} block={block} now={now} compact={compact} />
        ))}
      </tbody>
    </table>
  )
}
