import type { Plugin } from 'vite'

/**
 * Demo mode: index.html runs ./boot.ts before src/main.tsx (module scripts run in document
 * order; the build makes them one entry, in that order). The app's source never imports it.
 */
export function demoBoot(): Plugin {
  return {
    name: 'demo-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'script', attrs: { type: 'module', src: '/mocks/demo/boot.ts' }, injectTo: 'body-prepend' },
      ],
    },
  }
}
