import type { Preview } from '@storybook/react-vite'
import manifest from '../custom-elements.json'
import { customElementArgTypes, setCustomElementsManifest } from './custom-elements'

setCustomElementsManifest(manifest)

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story's a11y check instead of only being listed; `npm test` runs the
    // check on every story of the built Storybook (tests/e2e/storybook-a11y.spec.ts).
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  argTypesEnhancers: [
    (context) => {
      const tag = context.parameters['customElement'] as string | undefined
      if (!tag) return context.argTypes
      // The manifest (the elements' JSDoc) wins over what react-docgen read from the props;
      // the element's `container` prop is plumbing, not API.
      const merged = { ...context.argTypes, container: { table: { disable: true } } }
      for (const [name, argType] of Object.entries(customElementArgTypes(tag))) {
        merged[name] = { ...context.argTypes[name], ...argType }
      }
      return merged
    },
  ],
  tags: ['autodocs'],
}

export default preview
