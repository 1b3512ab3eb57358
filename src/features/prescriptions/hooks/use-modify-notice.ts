import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useRequestModifyNotice } from '@/api/generated/prescription'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { refreshPrescription } from '@/features/prescriptions/prescriptions.queries'

interface Prescription {
  prscNo: string
  issuedAt: string
  modifyNotice?: 'Y' | 'N'
}

/**
 * Asking to be told when the hospital has finished changing a prescription. Asking twice is
 * asking once (the server's answer is the same). A refusal is the server's dialog (the change
 * already done: the lists are read again and show the prescription as it is now).
 */
export function useModifyNotice(prescription: Prescription) {
  const queryClient = useQueryClient()
  const request = useRequestModifyNotice()
  const [asked, setAsked] = useState(false)
  const { prscNo, issuedAt } = prescription

  const ask = useCallback(async () => {
    try {
      await request.mutateAsync({ prscNo })
      // Said in place (read out there), so no toast repeats it.
      setAsked(true)
    } catch {
      // The server's dialog said why.
    }
    await refreshPrescription(queryClient, { issuedDate: isoDate(issuedAt), today: todayKst() })
  }, [request, prscNo, issuedAt, queryClient])

  return { ask, isAsking: request.isPending, isSet: asked || prescription.modifyNotice === 'Y' }
}
