/**
 * The hospital's theme colour (cloud service info `colorCode`, default 009254) drives primary
 * actions. White text must stay readable on it for older eyes, so the action colour is the
 * theme colour darkened until it reaches WCAG AA contrast (4.5:1) with white and with the soft
 * tint used behind secondary actions.
 */
export const DEFAULT_THEME_COLOR = '009254'
const AA_CONTRAST = 4.5

type Rgb = readonly [number, number, number]

export function parseHexColor(code: string | undefined | null): Rgb | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(code?.trim() ?? '')
  if (!match?.[1]) return undefined
  const value = parseInt(match[1], 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const mix = (rgb: Rgb, target: number, amount: number): Rgb =>
  rgb.map((c) => c + (target - c) * amount) as unknown as Rgb

export interface ThemeColors {
  primary: string
  primaryAction: string
  primarySoft: string
}

export function themeColors(colorCode: string | undefined | null): ThemeColors {
  const base = parseHexColor(colorCode) ?? parseHexColor(DEFAULT_THEME_COLOR) ?? ([0, 146, 84] as const)
  const soft = mix(base, 255, 0.9)
  let action = base
  for (let step = 1; contrast(action, soft) < AA_CONTRAST && step <= 20; step++) {
    action = mix(base, 0, step * 0.05)
  }
  return { primary: toHex(base), primaryAction: toHex(action), primarySoft: toHex(soft) }
}

/** Writes the theme into the CSS custom properties every component reads. */
export function applyTheme(colorCode: string | undefined | null, root: HTMLElement = document.documentElement): void {
  const colors = themeColors(colorCode)
  root.style.setProperty('--color-primary', colors.primary)
  root.style.setProperty('--color-primary-action', colors.primaryAction)
  root.style.setProperty('--color-primary-soft', colors.primarySoft)
}
