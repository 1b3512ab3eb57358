/**
 * The size of the app's text: the spec's large-font setting (ON = 1.13rem), a larger step for
 * those who need more, and the phone's own text size when the shell says what it is. Every size
 * in the app is in rem, so the root's size scales the whole page, spacing and targets with the
 * words. The phone's size is followed as a floor: the app's setting can only make text larger.
 */
import { FONT_SCALE } from '@/shared/config/constants'
import { localSettings, type LocalSettings } from '@/shared/storage/local-settings'

export type TextSize = 'normal' | LocalSettings['bigFontStep']

/** The largest root size, phone included: every screen is checked usable at it (360 px). */
export const MAX_TEXT_SCALE = 1.5

const SCALES: Record<TextSize, number> = {
  normal: parseFloat(FONT_SCALE.normal),
  large: parseFloat(FONT_SCALE.large),
  larger: parseFloat(FONT_SCALE.larger),
}

/** The patient's choice on this device. */
export const textSizeOf = (settings: Pick<LocalSettings, 'isBigFont' | 'bigFontStep'>): TextSize =>
  settings.isBigFont === 'ON' ? settings.bigFontStep : 'normal'

/**
 * The root font size for a choice and the phone's own text size (a factor: 1 is the phone's
 * default; undefined when the shell does not say, as in a browser, which scales rem itself).
 */
export function rootFontSize(size: TextSize, phoneScale?: number): string {
  const phone = phoneScale && Number.isFinite(phoneScale) ? Math.min(Math.max(phoneScale, 1), MAX_TEXT_SCALE) : 1
  const scale = Math.max(SCALES[size], phone)
  return `${Math.round(scale * 100) / 100}rem`
}

/** Sets the page's text size from the settings (and the phone's size, once the shell said it). */
export function applyTextSize(phoneScale?: number): void {
  const size = textSizeOf({ isBigFont: localSettings.get('isBigFont'), bigFontStep: localSettings.get('bigFontStep') })
  document.documentElement.style.fontSize = rootFontSize(size, phoneScale)
}
