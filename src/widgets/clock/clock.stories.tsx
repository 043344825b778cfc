// Stories for <mempool-clock>: tight stories, one state each, on a generated last two hours of blocks and a
// small mempool [1], then the network colours [2] and the live story against the embedded server [3].
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ClientContext } from '../internal/widget-context'
import { MempoolClock } from './clock'
import type { MempoolClockProps } from './clock'
import { createClockStoryClient } from './story-client'

type Args = MempoolClockProps & { lang?: string; boxHeight?: number }

/** One client per mounted story (on the story's network), so re-renders keep their socket. */
function Played({ network, ...props }: MempoolClockProps) {
  const [client] = useState(() => createClockStoryClient(network === undefined ? {} : { network }))
  return (
    <ClientContext value={client}>
      <MempoolClock {...props} {...(network === undefined ? {} : { network })} />
    </ClientContext>
  )
}

const meta: Meta<Args> = {
  title: 'Widgets/Clock',
  component: MempoolClock,
  parameters: { customElement: 'mempool-clock' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', lang: 'en', mode: 'mempool', index: 0, boxHeight: 640 },
  // The clock fills its container: give it a box of the story's height [4].
  render: ({ lang, boxHeight = 640, ...props }) => (
    <div lang={lang} style={{ blockSize: boxHeight, maxInlineSize: 900 }}>
      <Played {...props} />
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

/** The next projected block's transactions in the centre. */
export const Mempool: Story = {}

/** The tip's rotating cube, filled by its weight, with its height. */
export const Mined: Story = { args: { mode: 'mined', index: 0 } }

/** An older mined block: the fourth from the tip. */
export const MinedOlder: Story = { args: { mode: 'mined', index: 3 } }

export const StatsOff: Story = { args: { stats: false } }

/** Wall-screen mode: no interactive chrome, and the screen kept awake where the browser allows it. */
export const Kiosk: Story = { args: { kiosk: true, mode: 'mined' } }

export const Small: Story = { args: { width: 360, height: 420 } }

export const LightTheme: Story = { args: { theme: 'light' } }

export const Testnet: Story = { args: { network: 'testnet' } }

export const Signet: Story = { args: { network: 'signet', mode: 'mined' } }

export const Liquid: Story = { args: { network: 'liquid' } }

export const LiquidTestnet: Story = { args: { network: 'liquidtestnet', mode: 'mined' } }

export const LiveEmbeddedServer: Story = {
  args: { api: 'http://127.0.0.1:8999' },
  render: ({ lang, boxHeight = 640, ...props }) => (
    <div lang={lang} style={{ blockSize: boxHeight, maxInlineSize: 900 }}>
      <MempoolClock {...props} />
    </div>
  ),
}

// [1] story-client.ts: an in-memory socket answering `init`/`want` with eight blocks found over the last hour,
//     four projected blocks, the mempool figures, fees and prices, and each `track-mempool-block` with a
//     generated full list; the eight older blocks come from the REST page the clock asks for. Block times are
//     relative to when the story opens, so the arcs always fall within the last hour. Click a block of the
//     clockchain to switch the centre.
// [2] The dial's arcs and the cube take the network gradient (--mp-clock-gradient-start/-end, spec §2.5).
// [3] Start the server with `npm start` (it listens on 127.0.0.1:8999).
// [4] Without `height` the clock takes the viewport's height, or the height its container gives it.
