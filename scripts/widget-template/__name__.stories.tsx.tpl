// Stories for <mempool-__name__>: tight stories on the recorded mainnet frame, one state each, shaped like
// the footer's stories.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Recorded } from '../internal/storybook/recorded'
import { Mempool__Name__ } from './__name__'
import type { Mempool__Name__Props } from './__name__'

type Args = Mempool__Name__Props & { lang?: string }

const meta: Meta<Args> = {
  title: 'Widgets/__title__',
  component: Mempool__Name__,
  parameters: { customElement: 'mempool-__name__' }, // argTypes come from custom-elements.json
  args: { theme: 'dark', compact: false, lang: 'en' },
  render: ({ lang, ...props }) => (
    <div lang={lang}>
      <Recorded frames={['mainnetInit']}>
        <Mempool__Name__ {...props} />
      </Recorded>
    </div>
  ),
}
export default meta

type Story = StoryObj<Args>

export const RecordedMainnet: Story = {}

export const LightTheme: Story = { args: { theme: 'light' } }

export const Compact: Story = { args: { compact: true } }
