import type { Preview } from '@storybook/react-vite'
import manifest from '../custom-elements.json'
import { customElementArgTypes, setCustomElementsManifest } from './custom-elements'

setCustomElementsManifest(manifest)

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story's a11y check instead of only being listed.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  argTypesEnhancers: [
    (context) => {
      const tag = context.parameters['customElement'] as string | undefined
      return tag ? { ...customElementArgTypes(tag), ...context.argTypes } : context.argTypes
    },
  ],
  tags: ['autodocs'],
}

export default preview
