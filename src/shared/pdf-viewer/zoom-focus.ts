/** A point of the view (from its top-left corner, in CSS pixels) or a scroll offset. */
export interface Point {
  x: number
  y: number
}

/**
 * Where to scroll after the page is drawn at a new scale so that the point of the page under
 * `focus` (a point of the view: the pinch's centre, or the view's top-left corner for the zoom
 * buttons) is still under it. Not below 0: a page cannot scroll past its own edge.
 *
 * At 100%, zoomed to 200% around the view's left edge, the page's left column (the item names)
 * stays on screen; around the middle it would slide off to the left.
 */
export function scrollAfterZoom({
  scroll,
  focus,
  from,
  to,
}: {
  /** The view's scroll offset at the old scale. */
  scroll: Point
  focus: Point
  from: number
  to: number
}): Point {
  const ratio = to / from
  const axis = (offset: number, at: number) => Math.max(0, (offset + at) * ratio - at)
  return { x: axis(scroll.x, focus.x), y: axis(scroll.y, focus.y) }
}

/** The zoom buttons keep the reading place still: the view's top-left corner, what was read last. */
export const BUTTON_FOCUS: Point = { x: 0, y: 0 }
