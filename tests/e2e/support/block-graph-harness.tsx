// A test page for <BlockGraph> (tests/e2e/block-graph.spec.ts builds it with Vite): the component inside a
// WidgetRoot, driven from the test through `window.graphHarness`. Txs cross the page boundary as JSON, so
// flags travel as decimal strings.
import { createRoot } from 'react-dom/client'
import { BlockGraph } from '../../../src/widgets/block-graph'
import type { BlockGraphProps, GraphTx } from '../../../src/widgets/block-graph'
import { ClientContext } from '../../../src/widgets/internal/widget-context'
import { WidgetRoot } from '../../../src/widgets/internal/widget-root'
import { createReplayClient } from '../../../src/widgets/internal/storybook/replay-client'

export type HarnessTx = Omit<GraphTx, 'flags'> & { flags: string }

export interface HarnessProps extends Omit<
  BlockGraphProps,
  'txs' | 'txHref' | 'onTxSelect' | 'goggles' | 'onGogglesChange'
> {
  txs: HarnessTx[]
  goggles?: { mode: 'and' | 'or'; mask: string }
  theme?: 'dark' | 'light'
}

declare global {
  interface Window {
    graphHarness: { render(props: HarnessProps): void }
  }
}

const client = createReplayClient([])
// The graph adopts its own styles: the root lists none, so the tests show it does.
const NO_STYLES: readonly string[] = []

/** Rendered again with each new set of props, so the same <BlockGraph> sees them as updates. */
function Harness({ props }: { props: HarnessProps }) {
  const txs = props.txs.map((tx) => ({ ...tx, flags: BigInt(tx.flags) }))
  const { goggles, theme, ...rest } = props
  return (
    <ClientContext value={client}>
      <WidgetRoot styles={NO_STYLES} className="harness" theme={theme ?? 'dark'}>
        <BlockGraph
          {...rest}
          txs={txs}
          txHref={(txid) => `/tx/${txid}`}
          {...(goggles ? { goggles: { mode: goggles.mode, mask: BigInt(goggles.mask) } } : {})}
        />
      </WidgetRoot>
    </ClientContext>
  )
}

const root = createRoot(document.getElementById('root') ?? document.body)
window.graphHarness = {
  render(props) {
    root.render(<Harness props={props} />)
  },
}
