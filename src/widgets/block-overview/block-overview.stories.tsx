// Stories for <mempool-block-overview>: tight stories on a hand-made block served by a fake API [1], one
// state each, then the live story against the embedded server [2].
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { ClientContext } from '../internal/widget-context'
import { MempoolBlockOverview } from './block-overview'
import type { MempoolBlockOverviewProps } from './block-overview'
import { STORY_HASH, STORY_HEIGHT, storyClient } from './story-block'
import type { StoryApi } from './story-block'

type Args = MempoolBlockOverviewProps & { lang?: string; serves?: StoryApi }

/** One client per mounted story, so changing args does not refetch. */
function StoryApiProvider(props: { serves: StoryApi; children: ReactNode }) {
  const [client] = useState(() => storyClient(props.serves))
  return <ClientContext value={client}>{props.children}</ClientContext>
}

const meta: Meta<Args> = {
  title: 'Widgets/Block overview',
  component: MempoolBlockOverview,
  parameters: { customElement: 'mempool-block-overview' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', block: String(STORY_HEIGHT), lang: 'en', serves: 'audited' },
  render: ({ lang, serves = 'audited', ...props }) => (
    <div lang={lang} style={{ maxInlineSize: 480 }}>
      <StoryApiProvider key={serves} serves={serves}>
        <MempoolBlockOverview {...props} />
      </StoryApiProvider>
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const AuditedBlock: Story = {}

export const ByHash: Story = { args: { block: STORY_HASH } }

export const FeeColoursOnly: Story = { args: { audit: false } }

export const NoAuditOnServer: Story = { args: { serves: 'no-audit' } }

export const LightTheme: Story = { args: { theme: 'light' } }

export const RightToLeft: Story = { args: { lang: 'ar' } }

export const Loading: Story = { args: { serves: 'slow' } }

export const NotFound: Story = { args: { block: '9999999', serves: 'not-found' } }

export const ApiDown: Story = { args: { serves: 'down' } }

export const NoBlock: Story = { args: { block: '' } }

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999', block: '1' },
  render: ({ lang, serves: _serves, ...props }) => (
    <div lang={lang} style={{ maxInlineSize: 480 }}>
      <MempoolBlockOverview {...props} />
    </div>
  ),
}

// [1] story-block.ts: 600 seeded txs with an audit (20 added at the end, 6 prioritized, 4 accelerated);
//     `serves` picks what the fake API answers (no audit, 404, no answer at all, never answering).
// [2] Start the server with `npm start` (it listens on 127.0.0.1:8999); `block` takes any height it has.
