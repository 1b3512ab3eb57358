import { defineMain } from '@storybook/react-vite/node'
import { mergeConfig } from 'vite'
import { sandboxWorld } from '../mocks/vite-plugin'

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The msw worker lives outside public/ so the production build never ships it.
  staticDirs: ['../public', '../mocks/worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Stories get the same seeded world as the demo, as data.
  viteFinal: (config) => mergeConfig(config, { plugins: [sandboxWorld()] }),
})
