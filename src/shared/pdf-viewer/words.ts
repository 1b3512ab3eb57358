import type { checkup } from '@/shared/messages/checkup'

/**
 * The viewer's words, given by the screen that opens a PDF (a checkup report says 결과지, a visit
 * document 서류): the checkup report's are the model every other catalogue follows.
 */
export type PdfViewerWords = Pick<
  (typeof checkup)['report'],
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
>
