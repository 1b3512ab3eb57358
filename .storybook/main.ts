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
  viteFinal: (config) =>
    mergeConfig(withoutPlugin(config, 'font-display-optional'), {
      // Stories get the same seeded world as the demo, as data.
      plugins: [sandboxWorld()],
      // The static build (published with the demo, Chromatic, the visual tests) shows what
      // `npm run storybook` shows: Storybook is a development tool, so the app inside it is the
      // development app (the example screens, the contract checks on every answer). React itself
      // stays a production build.
      define: { 'import.meta.env.DEV': 'true' },
    }),
})

/** The app's config without one of its plugins (Storybook's screenshots keep the font's `swap`). */
function withoutPlugin<C extends { plugins?: unknown[] }>(config: C, name: string): C {
  const named = (plugin: unknown) =>
    typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === name
  return { ...config, plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !named(plugin)) }
}
