import { useQueryClient } from '@tanstack/react-query'
import { decodeBase64Utf8 } from '@/shared/lib/text'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { termsDocumentQuery } from '@/features/account/account.queries'

/** Opens a term's full text in the full-screen document dialog (the text arrives base64-encoded). */
export function useShowTerms() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  return async (termsId: number): Promise<void> => {
    const hide = overlays.showSpinner()
    try {
      const terms = await queryClient.fetchQuery(termsDocumentQuery(termsId))
      overlays.showDocument(terms.title, decodeBase64Utf8(terms.termsContents))
    } catch {
      // The error dialog has said why.
    } finally {
      hide()
    }
  }
}
