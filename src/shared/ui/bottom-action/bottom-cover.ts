/**
 * How much of the screen's foot the bottom action bars cover, for what floats above them (the
 * toasts): `--bottom-action-cover` on the root, the height from the screen's bottom edge to the
 * top of the highest fixed bar (the tab bar under it included), unset while none is fixed on
 * screen. Measured, not assumed: a label that wraps, two stacked actions or the large text make
 * the bar taller, and on a short screen the bar joins the content instead (not fixed, it covers
 * nothing).
 */
export const BOTTOM_ACTION_COVER = '--bottom-action-cover'

const bars = new Set<HTMLElement>()
let observer: ResizeObserver | undefined

function publish(): void {
  let cover = 0
  for (const bar of bars) {
    if (getComputedStyle(bar).position !== 'fixed') continue
    cover = Math.max(cover, window.innerHeight - bar.getBoundingClientRect().top)
  }
  const root = document.documentElement.style
  if (cover > 0) root.setProperty(BOTTOM_ACTION_COVER, `${Math.ceil(cover)}px`)
  else root.removeProperty(BOTTOM_ACTION_COVER)
}

/** Counts a bar in while it is on screen; returns the function that counts it out. */
export function coverBottom(bar: HTMLElement): () => void {
  if (bars.size === 0) {
    observer = new ResizeObserver(publish)
    // The screen's height decides whether the bar is fixed, and the tab bar's height under it.
    window.addEventListener('resize', publish)
  }
  bars.add(bar)
  observer?.observe(bar)
  publish()
  return () => {
    bars.delete(bar)
    observer?.unobserve(bar)
    if (bars.size === 0) {
      observer?.disconnect()
      observer = undefined
      window.removeEventListener('resize', publish)
    }
    publish()
  }
}
