import { useQuery } from '@tanstack/react-query'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import { prescriptionOfSearch } from '@/features/prescriptions/lib/links'
import { stepOf } from '@/shared/domain/prescriptions/rx-flow'
import { quarterPrescriptionsQuery, rxStatusQuery } from '@/features/prescriptions/prescriptions.queries'

/** The prescription to send (from the search), and whether it can still be sent. */
export function usePrescriptionToSend(search: URLSearchParams) {
  const key = prescriptionOfSearch(search)
  const rxIdParam = search.get('rxId') ?? ''
  const year = Number(key?.date.slice(0, 4) ?? 0)
  const quarter = Math.floor((Number(key?.date.slice(5, 7) ?? 1) - 1) / 3) + 1
  const prescription = useQuery({
    ...quarterPrescriptionsQuery(year, quarter),
    enabled: Boolean(key),
    select: (list: ErxPrescription[]) => list.find((p) => p.prscNo === key?.prscNo),
  })
  const rxId = /^RX\d{12}$/.test(rxIdParam) ? rxIdParam : prescription.data?.rxId
  const status = useQuery({ ...rxStatusQuery(rxId ?? ''), enabled: Boolean(rxId) })
  const step = stepOf(status.data?.status)
  return {
    prescription: prescription.data,
    /** The e-prescription to send, while it has not been sent (a cancelled one is made anew). */
    rxId: step === 'notSent' ? rxId : undefined,
    alreadySent: Boolean(status.data) && step !== 'notSent' && step !== 'cancelled',
  }
}
