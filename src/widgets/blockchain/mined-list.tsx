// The mined side: one cube per drawn height, newest first; empty slots until the first tip arrives.
import type { BlockExtended } from '../../core'
import { pagePath } from '../../core'
import { explorerHref } from '../internal/explorer-href'
import { onSelectLink } from '../internal/select-link'
import { useWidget } from '../internal/widget-context'
import type { Selection } from './keyboard'
import { LIVE_BLOCKS } from './layout'
import { messages } from './messages'
import { MinedCube } from './mined-cube'
import type { MinedCubeProps, MinedCubeState } from './mined-cube'
import { placeholderSlots } from './placeholder-slots'

/** What every cube shares. */
export type SharedCubeProps = Pick<
  MinedCubeProps,
  'nowS' | 'unit' | 'liquid' | 'showMiningInfo' | 'showPools'
>

export interface MinedListProps {
  /** Null before the first tip: draw the live number of empty slots. */
  heights: readonly number[] | null
  /** True while an answer is expected (the empty slots flash). */
  waiting: boolean
  stateOf: (height: number) => MinedCubeState
  /** The height sliding in across the divider, if any. */
  entering: number | undefined
  selection: Selection | null
  spotlight: number
  shared: SharedCubeProps
  choose: (selection: Selection) => void
}

/** A block's explorer link: by hash when known, else by height. */
export function blockHref(
  client: Parameters<typeof explorerHref>[0],
  height: number,
  block?: BlockExtended,
) {
  return explorerHref(client, pagePath`/block/${block?.id ?? height}`)
}

export function MinedList(props: MinedListProps) {
  const { client, host, intl } = useWidget()
  const { heights, selection } = props
  const cube = (height: number, index: number) => {
    const state = props.stateOf(height)
    const hash = state.kind === 'loaded' ? state.block.id : ''
    const href = blockHref(client, height, state.kind === 'loaded' ? state.block : undefined)
    return (
      <MinedCube
        key={height}
        {...props.shared}
        height={height}
        index={index}
        state={state}
        entering={props.entering === height}
        selected={selection?.kind === 'mined' && selection.height === height}
        spotlight={props.spotlight === index + 1}
        href={href}
        // Backend data in a URL: each value one encoded segment (a hostile slug stays a slug).
        poolHref={(slug) => explorerHref(client, pagePath`/mining/pool/${slug}`)}
        logoSrc={(slug) => client.api + pagePath`/resources/mining-pools/${slug}.svg`}
        onChoose={(event) => {
          props.choose({ kind: 'mined', height })
          onSelectLink(host, 'mp-block-select', { height, hash, href })(event)
        }}
      />
    )
  }
  return (
    <ol
      className="mined-list"
      aria-label={intl.t(messages.minedList)}
      aria-busy={heights === null && props.waiting ? 'true' : undefined}
    >
      {heights === null ? placeholderSlots('mined', LIVE_BLOCKS, props.waiting) : heights.map(cube)}
    </ol>
  )
}
