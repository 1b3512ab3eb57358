import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { getListFirstVisitRequestsQueryKey, useCreateFirstVisitRequest } from '@/api/generated/outpatient'
import type { PreferredTime } from '@/api/generated/outpatient/model'
import { firstVisit } from '@/shared/messages/first-visit'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { cleanSymptoms, DEPARTMENT_UNKNOWN } from '@/features/first-visit/lib/rules'

export interface FirstVisitValues {
  /** A department code, DEPARTMENT_UNKNOWN, or '' before one is chosen. */
  department: string
  symptoms: string
  dates: string[]
  time: PreferredTime | ''
  consent: boolean
}

/**
 * Sends the request once however often the button is tapped (one request key per attempt),
 * then shows it, waiting for the desk. A refusal is said by the error dialog and the form stays
 * as the patient filled it.
 */
export function useCreateFirstVisit() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const create = useCreateFirstVisitRequest()
  const [requestKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)

  const send = async (values: FirstVisitValues) => {
    if (!values.time || sending.current) return
    sending.current = true
    const symptoms = cleanSymptoms(values.symptoms)
    try {
      await create.mutateAsync({
        data: {
          ...(values.department && values.department !== DEPARTMENT_UNKNOWN
            ? { departmentCode: values.department }
            : {}),
          ...(symptoms ? { symptoms } : {}),
          preferredDates: values.dates,
          preferredTime: values.time,
          consentYn: 'Y',
          requestKey,
        },
      })
      await queryClient.invalidateQueries({ queryKey: getListFirstVisitRequestsQueryKey() })
      overlays.toast(firstVisit.form.submitted)
      await navigation.navigate(href('firstVisit'), { replace: true })
    } catch {
      // The error dialog has said why (the server's reason).
    } finally {
      sending.current = false
    }
  }

  return { send, isPending: create.isPending }
}
