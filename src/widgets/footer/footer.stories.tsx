// Stories for <mempool-footer>: tight stories on the recorded mainnet frame [1], one state each, then the
// live story against the embedded server [2]. New widgets copy this file's shape.
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ServerFrame } from '../../core'
import { Recorded } from '../internal/storybook/recorded'
import { MempoolFooter } from './footer'
import type { MempoolFooterProps } from './footer'

type Args = MempoolFooterProps & { lang?: string }

const meta: Meta<Args> = {
  title: 'Widgets/Footer',
  component: MempoolFooter,
  parameters: { customElement: 'mempool-footer' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', layout: 'inline', unit: 'vB', lang: 'en' },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <Recorded frames={['mainnetInit']}>
        <MempoolFooter {...props} />
      </Recorded>
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const RecordedMainnet: Story = {}

export const LightTheme: Story = { args: { theme: 'light' } }

export const WeightUnits: Story = { args: { unit: 'WU' } }

// Languages (issue 12): the widget fetches the language's messages, then renders; Arabic mirrors the bar.
export const Japanese: Story = { args: { lang: 'ja' } }

export const RightToLeft: Story = { args: { lang: 'ar' } }

// The recorded frame with the backend still loading its mempool [3].
const synchronizing = (frames: ServerFrame[]): ServerFrame[] =>
  frames.map((frame) => ({ ...frame, loadingIndicators: { mempool: 42 } }))

export const Synchronizing: Story = {
  render: (props) => (
    <Recorded frames={['mainnetInit']} patch={synchronizing}>
      <MempoolFooter {...props} />
    </Recorded>
  ),
}

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999' },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <MempoolFooter {...props} />
    </div>
  ),
}

// [1] mainnet_mempoolInfo.json from ../shared/fixtures/mempool-recorded, read at build time by
//     .storybook/recorded-frames.ts and replayed through an in-memory socket; absent → a note is shown.
// [2] Start the server with `npm start` (it listens on 127.0.0.1:8999); the footer shows "Loading…" until it answers.
// [3] The patch runs on a copy, so the other stories keep the frame as recorded.
