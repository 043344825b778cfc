// Stories for <mempool-projected-block>: tight stories, one state each, on a small generated mempool [1],
// then the live story against the embedded server [2].
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ClientContext } from '../internal/widget-context'
import { MempoolProjectedBlock } from './projected-block'
import type { MempoolProjectedBlockProps } from './projected-block'
import { createStoryClient } from './story-client'
import type { StoryMempool } from './story-client'

type Args = MempoolProjectedBlockProps & { lang?: string; mempool?: StoryMempool }

/** One client per mounted story, so arrow keys and re-renders keep their socket. */
function Played({ mempool, ...props }: MempoolProjectedBlockProps & { mempool: StoryMempool }) {
  const [client] = useState(() => createStoryClient(mempool))
  return (
    <ClientContext value={client}>
      <MempoolProjectedBlock {...props} />
    </ClientContext>
  )
}

const meta: Meta<Args> = {
  title: 'Widgets/Projected block',
  component: MempoolProjectedBlock,
  parameters: { customElement: 'mempool-projected-block' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', index: 0, lang: 'en', mempool: { blocks: 4 } },
  render: ({ lang, mempool = { blocks: 4 }, ...props }) => (
    <div lang={lang} style={{ maxInlineSize: 480 }}>
      <Played mempool={mempool} {...props} />
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const NextBlock: Story = {}

export const ThirdBlock: Story = { args: { index: 2 } }

/** Index 20 of 4 blocks: the last block is shown; the attribute keeps 20. */
export const IndexBeyondTheBlocks: Story = { args: { index: 20 } }

/** An empty mempool: one empty placeholder block. */
export const NoProjectedBlocks: Story = { args: { mempool: { blocks: 0 } } }

/** The server never answers the tracking: the loading state. */
export const Loading: Story = { args: { mempool: { blocks: 4, answers: false } } }

export const LightTheme: Story = { args: { theme: 'light' } }

export const GogglesFromAttributes: Story = { args: { filters: 'rbf,p2tr', filterMode: 'and' } }

export const RightToLeft: Story = { args: { lang: 'ar' } }

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999' },
  render: ({ lang, mempool: _mempool, ...props }) => (
    <div lang={lang} style={{ maxInlineSize: 480 }}>
      <MempoolProjectedBlock {...props} />
    </div>
  ),
}

// [1] story-client.ts: an in-memory socket answering `init`/`want` with a tip and the projected blocks, and
//     each `track-mempool-block` with a generated full list (no recorded projected-block frames exist).
//     Click the block and use ← / → to move between blocks.
// [2] Start the server with `npm start` (it listens on 127.0.0.1:8999).
