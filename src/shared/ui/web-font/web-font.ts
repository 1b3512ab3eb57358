/**
 * When the built app shows its web font (Pretendard, `font-display: optional` in the build).
 *
 * On a device that has not cached the font yet, the first screen paints in the phone's own
 * Korean font (`system-font` on the root element), without asking for a single subset before
 * that paint: 200 KB of subsets would otherwise compete with the app's code on a slow network and
 * hold the first paint back. Once the page has loaded, the subsets the screen uses are fetched
 * quietly and the device is marked: every later start shows Pretendard from the first frame,
 * from the cache (the service worker keeps the subsets). The text does not change font while the
 * patient reads it.
 *
 * Development, tests and Storybook always show Pretendard (their CSS keeps `swap`).
 */
import { localSettings } from '@/shared/storage/local-settings'

export const SYSTEM_FONT_CLASS = 'system-font'
/** The web font's family, as tokens.css names it first in `--font-family`. */
const WEB_FONT = '"Pretendard Variable"'
/** After the load, how long to leave the network to the screen's own calls. */
const WARM_AFTER_LOAD_MS = 2_000

/** Called once before the first render. */
export function chooseWebFont(root: HTMLElement = document.documentElement): void {
  if (localSettings.get('webFontCached') === 'Y') return
  root.classList.add(SYSTEM_FONT_CLASS)
  const warm = () =>
    window.setTimeout(() => {
      void warmWebFont(root).catch(() => undefined) // offline or no FontFaceSet: next time, then
    }, WARM_AFTER_LOAD_MS)
  if (document.readyState === 'complete') warm()
  else window.addEventListener('load', warm, { once: true })
}

/** Fetches the subsets that cover the text on screen (no text changes font) and marks the device. */
export async function warmWebFont(root: HTMLElement): Promise<void> {
  // One variable face per subset covers every weight.
  const text = (root.innerText || '한빛대학교병원').slice(0, 4_000)
  const faces = await document.fonts.load(`1rem ${WEB_FONT}`, text)
  if (faces.length > 0) localSettings.set('webFontCached', 'Y')
}
