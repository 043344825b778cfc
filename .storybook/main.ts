// Storybook for the widgets: React stories of each widget, the a11y addon on every story, the
// custom-elements manifest regenerated first so the docs tables come from the elements' JSDoc headers.
import type { StorybookConfig } from '@storybook/react-vite'
import { buildManifest } from '../scripts/build-manifest'
import { recordedFrames } from './recorded-frames'

buildManifest()

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), recordedFrames()] }),
}

export default config
