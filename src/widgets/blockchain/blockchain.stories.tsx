// Stories for <mempool-blockchain>: tight stories on the recorded mainnet frame [1], one state each, then the
// live story against the embedded server [2]. Shaped like the footer's stories.
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ServerFrame } from '../../core'
import { Recorded } from '../internal/storybook/recorded'
import { MempoolBlockchain } from './blockchain'
import type { MempoolBlockchainProps } from './blockchain'

type Args = MempoolBlockchainProps & { lang?: string; dir?: 'ltr' | 'rtl' }

const meta: Meta<Args> = {
  title: 'Widgets/Blockchain',
  component: MempoolBlockchain,
  parameters: { customElement: 'mempool-blockchain' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', lang: 'en', showMiningInfo: false, showPools: true },
  render: ({ lang, dir, ...props }) => (
    <div lang={lang} dir={dir}>
      <Recorded frames={['mainnetInit']}>
        <MempoolBlockchain {...props} />
      </Recorded>
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const RecordedMainnet: Story = {}

export const TotalFees: Story = { args: { showMiningInfo: true } }

export const ChosenBlock: Story = { args: { selectedHeight: 837_048 } }

export const ChosenProjectedBlock: Story = { args: { selectedMempoolBlock: 1, spotlight: -2 } }

export const LightTheme: Story = { args: { theme: 'light' } }

// Languages (issue 12): Japanese texts and numbers; Arabic takes its direction from the language (no `dir`), so
// the strip mirrors with the next blocks on the right, first in reading order.
export const Japanese: Story = { args: { lang: 'ja' } }

export const RightToLeft: Story = { args: { lang: 'ar' } }

// A narrow container lays out like a phone: the projected side takes the width, the rest is merged [3].
export const Narrow: Story = {
  render: ({ lang, ...props }) => (
    <div lang={lang} style={{ maxInlineSize: 480 }}>
      <Recorded frames={['mainnetInit']}>
        <MempoolBlockchain {...props} />
      </Recorded>
    </div>
  ),
}

// The recorded frame while the server indexes blocks [4].
const indexing = (frames: ServerFrame[]): ServerFrame[] =>
  frames.map((frame) => ({ ...frame, loadingIndicators: { 'block-indexing': 37 } }))

export const Indexing: Story = {
  render: (props) => (
    <Recorded frames={['mainnetInit']} patch={indexing}>
      <MempoolBlockchain {...props} />
    </Recorded>
  ),
}

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999' },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <MempoolBlockchain {...props} />
    </div>
  ),
}

export const StaticWindow: Story = {
  args: { api: 'http://127.0.0.1:8999', staticHeight: 100, staticCount: 6 },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <MempoolBlockchain {...props} />
    </div>
  ),
}

// [1] mainnet_mempoolInfo.json from ../shared/fixtures/mempool-recorded, read at build time by
//     .storybook/recorded-frames.ts and replayed through an in-memory socket; absent → a note is shown.
//     Older blocks are asked from REST while scrolling; the replay has none, so they show as placeholders.
// [2] Start the server with `npm start` (127.0.0.1:8999); the strip shows loading cubes until it answers.
// [3] The strip measures its own width, not the window's.
// [4] The patch runs on a copy, so the other stories keep the frame as recorded.
