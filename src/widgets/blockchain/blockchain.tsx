// <mempool-blockchain>: the explorer's home strip — projected blocks on one side of the divider, mined
// blocks on the other, live from the socket; or, in static mode, a fixed window of mined blocks.
import { useStore } from '@nanostores/react'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import styles from './blockchain.css?inline'
import type { Selection } from './keyboard'
import { parseStaticHeight, staticWindow } from './static-window'
import { StripView } from './strip-view'
import type { StripData, StripOptions } from './strip-view'

export interface MempoolBlockchainProps extends WidgetProps {
  /** Static mode: show mined blocks ending at this height, with no live updates and no projected side. */
  staticHeight?: number | string
  /** Blocks in the static window (default 8). */
  staticCount?: number
  /** Total fees instead of sizes on every cube. */
  showMiningInfo?: boolean
  /** Pool badges under mined cubes (default true). */
  showPools?: boolean
  /** At least two projected tiles, even when narrow. */
  minimal?: boolean
  /** Highlights one cube: −n = the n-th projected block, +n = the n-th mined block from the tip, 0 = none. */
  spotlight?: number
  /** Height of the mined block chosen at start (the arrow sits under it). */
  selectedHeight?: number
  /** Index of the projected block chosen at start. */
  selectedMempoolBlock?: number
}

const blockchainStyles = [styles]

export function MempoolBlockchain(props: MempoolBlockchainProps) {
  const staticHeight = parseStaticHeight(props.staticHeight)
  const options: StripOptions = {
    theme: props.theme ?? 'dark',
    minimal: props.minimal === true,
    showMiningInfo: props.showMiningInfo === true,
    showPools: props.showPools !== false,
    spotlight: Number.isInteger(props.spotlight) ? (props.spotlight ?? 0) : 0,
    initialSelection: initialSelection(props),
  }
  return (
    <WidgetRoot {...props} styles={blockchainStyles} className="blockchain">
      {staticHeight === undefined ? (
        <LiveStrip options={options} />
      ) : (
        <StaticStrip options={options} window={staticWindow(staticHeight, props.staticCount)} />
      )}
    </WidgetRoot>
  )
}

function initialSelection(props: MempoolBlockchainProps): Selection | null {
  if (Number.isInteger(props.selectedHeight) && (props.selectedHeight ?? -1) >= 0) {
    return { kind: 'mined', height: props.selectedHeight ?? 0 }
  }
  if (Number.isInteger(props.selectedMempoolBlock) && (props.selectedMempoolBlock ?? -1) >= 0) {
    return { kind: 'mempool', index: props.selectedMempoolBlock ?? 0 }
  }
  return null
}

function LiveStrip({ options }: { options: StripOptions }) {
  const { stores } = useWidget().client
  const data: StripData = {
    liveBlocks: useStore(stores.$blocks),
    tiles: useStore(stores.$mempoolBlocks),
    difficulty: useStore(stores.$difficulty),
    indicators: useStore(stores.$loadingIndicators),
    connected: useStore(stores.$connectionState) === 2,
  }
  return <StripView data={data} options={options} />
}

const noBlocks: StripData['liveBlocks'] = []
const noTiles: StripData['tiles'] = []

function StaticStrip({ options, window }: { options: StripOptions; window: number[] }) {
  const data: StripData = {
    liveBlocks: noBlocks,
    tiles: noTiles,
    difficulty: undefined,
    indicators: {},
    connected: true,
    window,
  }
  return <StripView data={data} options={options} />
}
