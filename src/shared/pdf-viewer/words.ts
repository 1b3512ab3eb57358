import type { checkup } from '@/shared/messages/checkup'

/**
 * The viewer's words, given by the screen that opens a PDF (a checkup report says 결과지, a visit
 * document 서류): the checkup report's are the model every other catalogue follows.
 */
type ViewerKeys =
  | 'fitWidth'
  | 'nextPage'
  | 'pageLabel'
  | 'pageOf'
  | 'previousPage'
  | 'save'
  | 'saveFailed'
  | 'saved'
  | 'share'
  | 'shared'
  | 'stageLabel'
  | 'textVersion'
  | 'textVersionNote'
  | 'viewerFailed'
  | 'zoomHint'
  | 'zoomIn'
  | 'zoomLevel'
  | 'zoomOut'

type Report = (typeof checkup)['report']

/** The same words as the report's, any wording: a text, or a function of the same arguments. */
export type PdfViewerWords = {
  [K in ViewerKeys]: Report[K] extends string
    ? string
    : Report[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : never
}
