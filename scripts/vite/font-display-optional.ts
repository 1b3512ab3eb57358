import type { Plugin } from 'vite'

/**
 * The built app's web font (Pretendard, from npm, whose CSS says `font-display: swap`) is used
 * only when it is at hand as the first screen paints: `optional`. On a first visit the screen
 * paints in the phone's own Korean font and stays in it (no swap, no re-layout, and the first
 * paint does not wait for 200 KB of subsets, which was most of the home's LCP); the subsets still
 * download and cache, so every later start shows Pretendard from the first frame. Storybook keeps
 * `swap` (its screenshots must always be in Pretendard), and so does the dev server.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'font-display-optional',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css') || typeof file.source !== 'string') continue
        file.source = file.source.replaceAll(/font-display:\s*swap/g, 'font-display:optional')
      }
    },
  }
}
