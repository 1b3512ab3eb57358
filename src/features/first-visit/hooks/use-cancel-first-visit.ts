import { useQueryClient } from '@tanstack/react-query'
import { getListFirstVisitRequestsQueryKey, useCancelFirstVisitRequest } from '@/api/generated/outpatient'
import { firstVisit } from '@/shared/messages/first-visit'
import { useOverlays } from '@/shared/overlays/overlays-context'

/** Cancels a waiting request after the patient confirms; the list shows it cancelled. */
export function useCancelFirstVisit() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const cancel = useCancelFirstVisitRequest()

  const confirmAndCancel = async (firstVisitId: string) => {
    const sure = await overlays.confirm({
      title: firstVisit.cancel.confirmTitle,
      message: firstVisit.cancel.confirm,
      confirmLabel: firstVisit.cancel.yes,
      cancelLabel: firstVisit.cancel.no,
    })
    if (!sure) return
    const cancelled = await cancel.mutateAsync({ firstVisitId }).catch(() => undefined)
    // A refusal (the desk answered meanwhile) is said by the error dialog; the list is read again either way.
    await queryClient.invalidateQueries({ queryKey: getListFirstVisitRequestsQueryKey() })
    if (cancelled) overlays.toast(firstVisit.cancel.done)
  }

  return { confirmAndCancel, isPending: cancel.isPending }
}
