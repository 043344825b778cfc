// <mempool-blockchain>: the explorer's home strip — projected blocks on one side of the divider, mined
// blocks on the other, live from the socket; or, in static mode, a fixed window of mined blocks.
import { useStore } from '../internal/use-store'
import { useWidget } from '../internal/widget-context'
import { WidgetRoot } from '../internal/widget-root'
import type { WidgetProps } from '../internal/widget-root'
import { withDefaults } from '../internal/element-api'
import type { AttributeProps } from '../internal/element-api'
import { blockchainApi } from './blockchain.api'
import styles from './blockchain.css?inline'
import type { Selection } from './keyboard'
import { parseStaticHeight, staticWindow } from './static-window'
import { StripView } from './strip-view'
import type { StripData, StripOptions } from './strip-view'

/** The component's props: the attributes of blockchain.api.ts, camelCased (see the table for each). */
export type MempoolBlockchainProps = WidgetProps & AttributeProps<typeof blockchainApi.attributes>

const blockchainStyles = [styles]

export function MempoolBlockchain(given: MempoolBlockchainProps) {
  const props = withDefaults(blockchainApi.attributes, given)
  const staticHeight = parseStaticHeight(props.staticHeight)
  const options: StripOptions = {
    theme: props.theme,
    minimal: props.minimal,
    showMiningInfo: props.showMiningInfo,
    showPools: props.showPools,
    spotlight: Number.isInteger(props.spotlight) ? props.spotlight : 0,
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
    apiTrouble: useStore(stores.$apiTrouble),
  }
  return <StripView data={data} options={options} />
}

const noBlocks: StripData['liveBlocks'] = []
const noTiles: StripData['tiles'] = []

function StaticStrip({ options, window }: { options: StripOptions; window: number[] }) {
  const apiTrouble = useStore(useWidget().client.stores.$apiTrouble)
  const data: StripData = {
    liveBlocks: noBlocks,
    tiles: noTiles,
    difficulty: undefined,
    indicators: {},
    connected: true,
    apiTrouble,
    window,
  }
  return <StripView data={data} options={options} />
}
