import { defineMain } from '@storybook/react-vite/node'

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The msw worker lives outside public/ so the production build never ships it.
  staticDirs: ['../public', '../mocks/worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
})
