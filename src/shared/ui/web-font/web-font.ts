/**
 * When the app shows its web font (Pretendard, `font-display: optional` in the build).
 *
 * The font's faces are a stylesheet of their own (./pretendard.css, 14 KB gzip of unicode-ranges),
 * not part of the first-load CSS: a first visit does not use them for its first paint anyway.
 *
 * On a device that has not cached the font yet, the first screen paints in the phone's own
 * Korean font (`system-font` on the root element), without asking for the faces or a single
 * subset before that paint: 200 KB of subsets would otherwise compete with the app's code on a
 * slow network and hold the first paint back. Once the page has loaded, the faces are linked, the
 * subsets the screen uses are fetched quietly and the device is marked: every later start links
 * the faces before its first render (from the offline worker's cache in production) and shows
 * Pretendard from the first frame. The text does not change font while the patient reads it.
 *
 * The development server links the faces at once (its CSS keeps `swap`); Storybook imports them.
 */
import { localSettings } from '@/shared/storage/local-settings'
import facesUrl from './pretendard.css?url'

export const SYSTEM_FONT_CLASS = 'system-font'
/** The web font's family, as tokens.css names it first in `--font-family`. */
const WEB_FONT = '"Pretendard Variable"'
/** After the load, how long to leave the network to the screen's own calls. */
const WARM_AFTER_LOAD_MS = 2_000
/** A first render never waits longer than this for the faces (a cache that lost them, a slow network). */
const FACES_WAIT_MS = 3_000

let faces: Promise<void> | undefined

/** Links the web font's faces once; resolves when they are in (or failed, or took too long). */
export function linkWebFont(): Promise<void> {
  faces ??= new Promise<void>((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = facesUrl
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
    window.setTimeout(resolve, FACES_WAIT_MS)
    document.head.append(link)
  })
  return faces
}

/**
 * Called once before the first render, which waits for what it returns: the faces on a device
 * that has the font, nothing on one that does not.
 */
export function chooseWebFont(root: HTMLElement = document.documentElement): Promise<void> {
  if (localSettings.get('webFontCached') === 'Y') return linkWebFont()
  root.classList.add(SYSTEM_FONT_CLASS)
  const warm = () =>
    window.setTimeout(() => {
      void linkWebFont()
        .then(() => warmWebFont(root))
        .catch(() => undefined) // offline or no FontFaceSet: next time, then
    }, WARM_AFTER_LOAD_MS)
  if (document.readyState === 'complete') warm()
  else window.addEventListener('load', warm, { once: true })
  return Promise.resolve()
}

/** Fetches the subsets that cover the text on screen (no text changes font) and marks the device. */
export async function warmWebFont(root: HTMLElement): Promise<void> {
  // One variable face per subset covers every weight. textContent, not innerText: no layout is
  // forced for it (hidden text may add a subset, which is harmless).
  const text = (root.textContent || '한빛대학교병원').slice(0, 4_000)
  const loaded = await document.fonts.load(`1rem ${WEB_FONT}`, text)
  if (loaded.length > 0) localSettings.set('webFontCached', 'Y')
}
