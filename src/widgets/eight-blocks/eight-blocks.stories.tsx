// Stories for <mempool-eight-blocks>: tight stories on a made-up chain [1], one idea each, then the live story
// against the embedded server [2].
import type { Meta, StoryObj } from '@storybook/react-vite'
import { atom } from 'nanostores'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { createClient, createTestPair } from '../../core'
import type { BlockExtended, MempoolClient } from '../../core'
import { ClientContext } from '../internal/widget-context'
import { MempoolEightBlocks } from './eight-blocks'
import type { MempoolEightBlocksProps } from './eight-blocks'
import { syntheticBlock, syntheticFetch } from './synthetic-chain'

type Args = MempoolEightBlocksProps & { lang?: string }

const CHAIN = { oldest: 840_000, tip: 840_040, txCount: 600 }

/** A client whose chain store holds the made-up chain's 8 newest blocks and whose REST API is made up too. */
function syntheticClient(): MempoolClient {
  const real = createClient({
    api: 'https://synthetic.invalid',
    WebSocket: createTestPair().WebSocket,
    fetch: syntheticFetch(CHAIN),
    visibility: null,
    online: null,
  })
  const blocks = Array.from({ length: 8 }, (_, i) => syntheticBlock(CHAIN.tip - i, CHAIN.txCount))
  const $blocks = atom<BlockExtended[]>(blocks)
  return { ...real, stores: { ...real.stores, $blocks } }
}

function Synthetic({ children }: { children: ReactNode }) {
  const [client] = useState(syntheticClient)
  return <ClientContext value={client}>{children}</ClientContext>
}

const meta: Meta<Args> = {
  title: 'Widgets/Eight blocks',
  component: MempoolEightBlocks,
  parameters: { customElement: 'mempool-eight-blocks' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', numBlocks: 4, blockWidth: 300, padding: 10, lang: 'en' },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <Synthetic>
        <MempoolEightBlocks {...props} />
      </Synthetic>
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const MadeUpChain: Story = {}

export const LightTheme: Story = { args: { theme: 'light' } }

export const Staggered: Story = { args: { stagger: 250, animationDuration: 1000 } }

export const OneRow: Story = { args: { numBlocks: 6, blockWidth: 200, wrap: false } }

// Moves one block every 10 s through the made-up chain and starts over after its tip [3].
export const TestMode: Story = { args: { test: true } }

export const RightToLeft: Story = { args: { lang: 'ar' } }

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999', numBlocks: 8, blockWidth: 540 },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <MempoolEightBlocks {...props} />
    </div>
  ),
}

// [1] synthetic-chain.ts: blocks 840,000–840,040 with 600 made-up transactions each, served from memory.
// [2] Start the server with `npm start` (it listens on 127.0.0.1:8999).
// [3] The made-up chain has no block 800,000, so test mode starts at its oldest block (840,000).
