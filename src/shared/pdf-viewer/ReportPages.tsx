import { usePinch } from '@use-gesture/react'
import { ChevronLeft, ChevronRight, Maximize, ZoomIn, ZoomOut } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button, Cluster, IconButton, InfoBox, PagerBar, Text } from '@/shared/ui'
import { loadPdf } from '@/shared/pdf-viewer/load-pdf'
import { BUTTON_FOCUS, type Point, scrollAfterZoom } from '@/shared/pdf-viewer/zoom-focus'
import type { PdfViewerWords } from '@/shared/pdf-viewer/words'
import report from './Report.module.css'

/** The zoom steps of the buttons: the page as wide as the screen, then larger. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const
const MIN_ZOOM = 1
const MAX_ZOOM = 4

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom * 100) / 100))

/**
 * The report one page at a time, readable on a phone: drawn as wide as the screen times the zoom
 * (sharp at every zoom, not a stretched picture), moved about by scrolling with a finger, made
 * larger or smaller with two fingers or with the buttons (a gesture is never the only way), and
 * turned with the previous and next buttons. The point under the fingers, or the view's top-left
 * corner for the buttons (the column being read: at 200% the item names stay on screen), stays
 * where it was.
 */
export function ReportPages({ document, words }: { document: PDFDocumentProxy; words: PdfViewerWords }) {
  const total = document.numPages
  const [page, setPage] = useState(1)
  const [zoom, setZoom] = useState(1)
  const [failed, setFailed] = useState(false)
  const stage = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  /** Where to keep still while the zoom changes: a point of the view, and the zoom before. */
  const anchor = useRef<{ focus: Point; from: number }>(undefined)

  // The phone's width (turned on its side, a fold opened): the page is drawn again to fit it.
  const [width, setWidth] = useState<number>()
  useLayoutEffect(() => {
    const view = stage.current
    if (!view) return
    const observer = new ResizeObserver(() => setWidth(view.clientWidth))
    observer.observe(view)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = canvas.current
    if (!element || !width) return
    const drawing = new AbortController()
    loadPdf()
      .then(({ drawPage }) => drawPage(document, page, element, width * zoom, drawing.signal))
      .then(() => setFailed(false))
      .catch(() => setFailed(true))
    return () => drawing.abort()
  }, [document, page, zoom, width])

  // The canvas takes its new size in this commit: scroll so the anchored point stays put.
  useLayoutEffect(() => {
    const view = stage.current
    const point = anchor.current
    anchor.current = undefined
    if (!view || !point) return
    const scroll = { x: view.scrollLeft, y: view.scrollTop }
    const { x, y } = scrollAfterZoom({ scroll, focus: point.focus, from: point.from, to: zoom })
    view.scrollTo({ left: x, top: y, behavior: 'instant' })
  }, [zoom])

  const zoomTo = (next: number, focus: Point = BUTTON_FOCUS) => {
    const view = stage.current
    const target = clampZoom(next)
    if (target === zoom || !view) return
    anchor.current = { focus, from: zoom }
    if (canvas.current) {
      // Until the new drawing is done, the old one stretched to the new size.
      canvas.current.style.width = `${Math.floor(view.clientWidth * target)}px`
      canvas.current.style.height = 'auto'
    }
    setZoom(target)
  }

  usePinch(
    ({ offset: [scale], origin: [ox, oy], last }) => {
      const view = stage.current
      if (!view || !canvas.current) return
      const rect = view.getBoundingClientRect()
      const point = { x: ox - rect.left, y: oy - rect.top }
      if (last) {
        canvas.current.style.transform = ''
        zoomTo(scale, point)
        return
      }
      // While the fingers move: the drawn page scaled, drawn anew when they lift.
      canvas.current.style.transformOrigin = `${view.scrollLeft + point.x}px ${view.scrollTop + point.y}px`
      canvas.current.style.transform = `scale(${scale / zoom})`
    },
    {
      target: stage,
      scaleBounds: { min: MIN_ZOOM, max: MAX_ZOOM },
      from: () => [zoom, 0],
      // Touch events: the browser keeps scrolling with one finger, two fingers are ours.
      pointer: { touch: true },
      eventOptions: { passive: false },
    },
  )

  const larger = ZOOM_STEPS.find((step) => step > zoom + 0.01)
  const smaller = ZOOM_STEPS.toReversed().find((step) => step < zoom - 0.01)
  const turn = (to: number) => {
    stage.current?.scrollTo({ top: 0, left: 0 })
    setPage(to)
  }

  return (
    <div className={report.viewer}>
      <Cluster>
        <IconButton
          variant="outline"
          label={words.zoomOut}
          icon={<ZoomOut aria-hidden="true" />}
          disabled={smaller === undefined}
          onClick={() => smaller !== undefined && zoomTo(smaller)}
        />
        <Text weight="bold" aria-live="polite" className={report.zoom}>
          {words.zoomLevel(Math.round(zoom * 100))}
        </Text>
        <IconButton
          variant="outline"
          label={words.zoomIn}
          icon={<ZoomIn aria-hidden="true" />}
          disabled={larger === undefined}
          onClick={() => larger !== undefined && zoomTo(larger)}
        />
        {zoom > 1 && (
          <Button variant="ghost" size="sm" icon={<Maximize aria-hidden="true" />} onClick={() => zoomTo(1)}>
            {words.fitWidth}
          </Button>
        )}
      </Cluster>
      {/* Scrolls both ways when zoomed: keyboard and switch users reach it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={stage} role="group" className={report.stage} tabIndex={0} aria-label={words.stageLabel}>
        <canvas ref={canvas} role="img" aria-label={words.pageLabel(page, total)} />
      </div>
      {failed && <InfoBox tone="warning">{words.viewerFailed}</InfoBox>}
      {total > 1 && (
        <PagerBar
          previous={
            <IconButton
              variant="outline"
              label={words.previousPage}
              icon={<ChevronLeft aria-hidden="true" />}
              disabled={page === 1}
              onClick={() => turn(page - 1)}
            />
          }
          next={
            <IconButton
              variant="outline"
              label={words.nextPage}
              icon={<ChevronRight aria-hidden="true" />}
              disabled={page === total}
              onClick={() => turn(page + 1)}
            />
          }
        >
          {words.pageOf(page, total)}
        </PagerBar>
      )}
      <Text size="sm" tone="sub">
        {words.zoomHint}
      </Text>
    </div>
  )
}
