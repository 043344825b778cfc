// The block's header fields (spec §3 "Block"): hash, time (local and time since), confirmations that follow
// the live tip, size, weight, tx count, version (hex), bits, nonce, difficulty, merkle root, previous block.
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatBytes, pagePath, timeSince } from '../../../core'
import type { BlockExtended } from '../../../core'
import { useSiteEnv } from '../../app/site-env'
import { useStore } from '../../app/use-store'
import { messages } from './messages'
import { useNowS } from './use-now'

const hex = (value: number) => `0x${value.toString(16)}`

export function BlockHeader({ block }: { block: BlockExtended }) {
  const { t, lang, link, client } = useSiteEnv()
  const tip = useStore(client.stores.$tip)
  const now = useNowS(1000)
  const number = new Intl.NumberFormat(lang)
  const time = new Date(block.timestamp * 1000)
  const rows: [label: string, value: ReactNode][] = [
    [
      t(messages.hash),
      <code key="hash" dir="ltr">
        {block.id}
      </code>,
    ],
    [
      t(messages.timestamp),
      <>
        <time dateTime={time.toISOString()}>
          {new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(time)}
        </time>{' '}
        <span className="block-since">({timeSince(block.timestamp, now, lang)})</span>
      </>,
    ],
  ]
  if (tip && tip.height >= block.height)
    rows.push([
      t(messages.confirmations),
      <span key="confirmations" data-testid="block-confirmations">
        {t(messages.confirmationCount, { count: tip.height - block.height + 1 })}
      </span>,
    ])
  rows.push(
    [t(messages.size), formatBytes(block.size, { locale: lang })],
    [t(messages.weight), formatBytes(block.weight, { unit: 'WU', locale: lang })],
    [t(messages.txCount), number.format(block.tx_count)],
    [
      t(messages.version),
      <code key="version" dir="ltr">
        {hex(block.version)}
      </code>,
    ],
    [
      t(messages.bits),
      <code key="bits" dir="ltr">
        {hex(block.bits)}
      </code>,
    ],
    [
      t(messages.nonce),
      <code key="nonce" dir="ltr">
        {hex(block.nonce)}
      </code>,
    ],
    [
      t(messages.difficulty),
      new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(block.difficulty),
    ],
    [
      t(messages.merkleRoot),
      <code key="merkle" dir="ltr">
        {block.merkle_root}
      </code>,
    ],
  )
  if (block.previousblockhash)
    rows.push([
      t(messages.previousHash),
      <Link key="previous" to={link(pagePath`/block/${block.previousblockhash}`)}>
        <code dir="ltr">{block.previousblockhash}</code>
      </Link>,
    ])
  return <FieldTable caption={t(messages.details)} rows={rows} className="block-header" />
}

export function FieldTable({
  caption,
  rows,
  className,
}: {
  caption: string
  rows: readonly (readonly [string, ReactNode])[]
  className: string
}) {
  return (
    <table className={`field-table ${className}`}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
