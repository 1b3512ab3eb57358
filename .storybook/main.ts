import { fileURLToPath } from 'node:url'
import { defineMain } from '@storybook/react-vite/node'
import { loadEnv, mergeConfig } from 'vite'
import { sandboxWorld } from '../mocks/vite-plugin'

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  // The msw worker lives outside public/ so the production build never ships it.
  staticDirs: ['../public', '../mocks/worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) =>
    mergeConfig(withoutPlugins(config, ['font-display-optional', 'vite-plugin-pwa', 'content-security-policy']), {
      // Stories get the same seeded world as the demo, as data.
      plugins: [sandboxWorld()],
      // The static build (published with the demo, Chromatic, the visual tests) shows what
      // `npm run storybook` shows: Storybook is a development tool, so the app inside it is the
      // development app (the example screens, the contract checks on every answer). React itself
      // stays a production build.
      // The sandbox's hospital configuration is the demo's (the static build runs in production
      // mode, whose env has none): the inpatient payment menu's allow list.
      define: {
        'import.meta.env.DEV': 'true',
        'import.meta.env.VITE_INPATIENT_PAYMENT_USERS': JSON.stringify(
          loadEnv('demo', fileURLToPath(new URL('..', import.meta.url)), 'VITE_').VITE_INPATIENT_PAYMENT_USERS ?? '',
        ),
      },
    }),
})

/**
 * The app's config without some of its build plugins, by name or name prefix: Storybook's
 * screenshots keep the font's `swap`, Storybook is no place for the app's service worker, and
 * Storybook's own page runs inline scripts the app's Content-Security-Policy refuses.
 */
function withoutPlugins<C extends { plugins?: unknown[] }>(config: C, names: string[]): C {
  const dropped = (plugin: unknown) =>
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    typeof plugin.name === 'string' &&
    names.some((name) => (plugin.name as string).startsWith(name))
  return { ...config, plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !dropped(plugin)) }
}
