import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useSubmitPrescription } from '@/api/generated/outpatient'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { Pharmacy } from '@/api/generated/rx/model'
import { useCreateRx, useSendRxToPharmacy } from '@/api/generated/rx'
import { isApiError } from '@/api/http'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { detailHref, pharmSelectHref } from '@/features/prescriptions/lib/links'
import { refreshPrescription } from '@/features/prescriptions/prescriptions.queries'

type Prescription = Pick<ErxPrescription, 'prscNo' | 'receptionId' | 'issuedAt'>

/**
 * Sending a prescription to a pharmacy: made in the e-prescription service (the same prescription
 * gives back the same one), sent to the chosen pharmacy, then recorded at the hospital. A refusal
 * (being changed, expired ...) is the server's dialog; nothing is sent twice on a double tap. A
 * change the hospital began after the list was read (409 RX_MODIFYING) reads the lists again, so
 * the screen shows it as being changed.
 */
export function useSendPrescription(prescription: Prescription | undefined) {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  const session = useSession()
  const createRx = useCreateRx()
  const sendRx = useSendRxToPharmacy()
  // A missed record is made good by the detail screen, so its failure stops nothing here.
  const submit = useSubmitPrescription({ mutation: { meta: { errorDisplay: 'silent' } } })
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const patientNo = session.user?.patientNo

  const once = useCallback(
    async (work: () => Promise<void>) => {
      if (running.current) return
      running.current = true
      setBusy(true)
      try {
        await work()
      } catch (error) {
        // The call's dialog said why (the server's reason); the screen stays as it was, unless the
        // hospital began changing the prescription since the list was read.
        if (isApiError(error) && error.code === 'RX_MODIFYING' && prescription) {
          await refreshPrescription(queryClient, { issuedDate: isoDate(prescription.issuedAt), today: todayKst() })
        }
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [prescription, queryClient],
  )

  const create = useCallback(async () => {
    if (!prescription || !patientNo) throw new Error('no prescription')
    const { prscNo, receptionId } = prescription
    return createRx.mutateAsync({ data: { prscNo, receptionId } })
  }, [prescription, patientNo, createRx])

  /** From the prescription: made in the service first (a 409 says so at once), then the pharmacy list. */
  const choosePharmacy = useCallback(
    () =>
      once(async () => {
        const rx = await create()
        await navigation.navigate(pharmSelectHref(prescription!, rx.rxId))
      }),
    [once, create, navigation, prescription],
  )

  /** To the chosen pharmacy, after the patient confirmed it. */
  const sendTo = useCallback(
    (pharmacy: Pharmacy, knownRxId?: string) =>
      once(async () => {
        const hide = overlays.showSpinner()
        try {
          const rxId = knownRxId ?? (await create()).rxId
          await sendRx.mutateAsync({ data: { rxId, pharmCode: pharmacy.pharmCode } })
          const { prscNo, receptionId } = prescription!
          await submit
            .mutateAsync({ data: { prscNo, receptionId, rxId, pharmCode: pharmacy.pharmCode } })
            .catch(() => {})
          await refreshPrescription(queryClient, {
            rxId,
            issuedDate: isoDate(prescription!.issuedAt),
            today: todayKst(),
          })
        } finally {
          hide()
        }
        overlays.toast(words.select.sent(pharmacy.pharmName))
        // Back to the prescription the choice was opened from (not a second copy of it), so the
        // back arrow then leads where the patient was before it.
        await navigation.returnTo(detailHref(prescription!))
      }),
    [once, overlays, create, sendRx, submit, prescription, queryClient, navigation],
  )

  return { choosePharmacy, sendTo, busy }
}
