// Stories of the block graph's overlays, one state each, over a stand-in scene of plain squares [1]. The
// Storybook a11y check (tests/e2e/storybook-a11y.spec.ts) runs axe-core on every one.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { TX_FILTERS } from '../../../core'
import type { GogglesState, GraphTx } from '../graph-types'
import { FakeScene, graphTx } from './fake-scene'
import { GogglesMenu } from './goggles-menu'
import { GraphKeyboard } from './graph-keyboard'
import { StoryFrame } from './story-frame'
import { TxTable } from './tx-table'
import { TxTooltip } from './tx-tooltip'

const meta: Meta = { title: 'Block graph/Overlays', parameters: { layout: 'fullscreen' } }
export default meta
type Story = StoryObj

const SIZE = 24
const scene = new FakeScene(
  Array.from({ length: 60 }, (_, i) =>
    graphTx(0xa1b2c3 + i * 7919, {
      rate: 40 - i * 0.5,
      fee: Math.round((40 - i * 0.5) * (120 + i)),
      vsize: 120 + i,
      status: i % 9 === 0 ? 'censored' : i % 5 === 0 ? 'added' : 'found',
      flags: i % 4 === 0 ? TX_FILTERS.inscription.flag : TX_FILTERS.p2wpkh.flag,
    }),
  ),
  12,
  SIZE,
)

/** The stand-in for the canvas: one plain square per tx [1], at the graph's own (left-to-right) coordinates. */
function Squares() {
  return (
    <div
      aria-hidden="true"
      dir="ltr"
      style={{ position: 'relative', inlineSize: 12 * SIZE, blockSize: 5 * SIZE }}
    >
      {scene.txs.map((tx, i) => {
        const rect = scene.rectOf(tx.txid)
        return (
          rect && (
            <div
              key={tx.txid}
              className="story-square"
              style={{
                insetInlineStart: rect.x,
                insetBlockStart: rect.y,
                inlineSize: rect.width,
                blockSize: rect.height,
                background: `var(--_mp-fee-${20 - Math.floor(i / 4)})`,
              }}
            />
          )
        )
      })}
    </div>
  )
}

const tooltipTx: GraphTx = graphTx(0xfeedbeef, {
  fee: 2568,
  vsize: 208.25,
  value: 29_143_035,
  rate: 18.4,
  flags: TX_FILTERS.cpfp_child.flag | TX_FILTERS.op_return.flag | TX_FILTERS.p2tr.flag,
  status: 'freshcpfp',
})

const noop = (): void => undefined

export const TooltipHovered: Story = {
  render: () => (
    <StoryFrame>
      <div style={{ position: 'relative', inlineSize: 800, blockSize: 380 }}>
        <TxTooltip
          tx={tooltipTx}
          anchor={{ x: 40, y: 40, width: 20, height: 20 }}
          graphWidth={800}
          graphHeight={380}
          pinned={false}
          auditHighlighting
          acceleratorEnabled={false}
          href={`/tx/${tooltipTx.txid}`}
          onFollow={noop}
          onClose={noop}
        />
      </div>
    </StoryFrame>
  ),
}

// Near the right edge the box flips to the square's left; pinned, it is a dialog with a close button.
export const TooltipPinnedAtEdge: Story = {
  render: () => (
    <StoryFrame>
      <div style={{ position: 'relative', inlineSize: 800, blockSize: 380 }}>
        <TxTooltip
          tx={{ ...tooltipTx, acc: true, rate: 60, status: 'accelerated' }}
          anchor={{ x: 740, y: 40, width: 20, height: 20 }}
          graphWidth={800}
          graphHeight={380}
          pinned
          auditHighlighting
          acceleratorEnabled
          href={`/tx/${tooltipTx.txid}`}
          onFollow={noop}
          onClose={noop}
        />
      </div>
    </StoryFrame>
  ),
}

function Goggles(props: { initial: GogglesState }) {
  const [state, setState] = useState(props.initial)
  return (
    <div style={{ position: 'relative', inlineSize: 640, blockSize: 380 }}>
      <GogglesMenu
        state={state}
        onChange={setState}
        excluded={['nonstandard']}
        acceleratorEnabled
      />
    </div>
  )
}

/** Opens the goggles panel (the menu starts collapsed) [2]. */
const openGoggles = async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
  const shadow = canvasElement.querySelector('[theme]')?.shadowRoot
  shadow?.querySelector<HTMLButtonElement>('.goggles-button')?.click()
  await new Promise((resolve) => setTimeout(resolve, 50))
}

export const GogglesClosed: Story = {
  render: () => (
    <StoryFrame>
      <Goggles initial={{ mode: 'and', mask: 0n }} />
    </StoryFrame>
  ),
}

export const GogglesOpen: Story = {
  render: () => (
    <StoryFrame>
      <Goggles initial={{ mode: 'or', mask: TX_FILTERS.rbf.flag | TX_FILTERS.p2tr.flag }} />
    </StoryFrame>
  ),
  play: openGoggles,
}

export const GogglesOpenLight: Story = {
  render: () => (
    <StoryFrame theme="light">
      <Goggles initial={{ mode: 'and', mask: TX_FILTERS.inscription.flag }} />
    </StoryFrame>
  ),
  play: openGoggles,
}

/** Focuses the grid and presses End, so the focus square and the announcement show [2]. */
const focusLast = async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
  const grid = canvasElement
    .querySelector('[theme]')
    ?.shadowRoot?.querySelector<HTMLElement>('.graph-keyboard')
  grid?.focus()
  grid?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }))
  await new Promise((resolve) => setTimeout(resolve, 50))
}

export const KeyboardGrid: Story = {
  render: () => (
    <StoryFrame>
      <div style={{ inlineSize: 12 * SIZE, blockSize: 5 * SIZE }}>
        <GraphKeyboard target={scene} label="Block 800,000: 60 transactions" onOpen={noop}>
          <Squares />
        </GraphKeyboard>
      </div>
    </StoryFrame>
  ),
  play: focusLast,
}

export const TextTable: Story = {
  render: () => (
    <StoryFrame>
      <TxTable
        txs={scene.txs}
        href={(txid) => `/tx/${txid}`}
        onFollow={noop}
        auditHighlighting
        pageSize={20}
      />
    </StoryFrame>
  ),
}

export const TextTableRightToLeft: Story = {
  render: () => (
    <div dir="rtl" lang="ar">
      <StoryFrame>
        <TxTable
          txs={scene.txs.slice(0, 8)}
          href={(txid) => `/tx/${txid}`}
          onFollow={noop}
          auditHighlighting={false}
        />
      </StoryFrame>
    </div>
  ),
}

// [1] The real canvas is <BlockGraph>'s (WebGL); these stories show the overlays alone, over plain squares
//     laid out by FakeScene, the same stand-in the unit tests use.
// [2] `play` runs after the story renders, so the a11y check sees the opened panel / the focused square.
