import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { logVisit } from '@/api/generated/common'
import { getFetchHospitalInfoQueryOptions } from '@/api/generated/hospital'
import { FONT_SCALE } from '@/shared/config/constants'
import { todayKst } from '@/shared/lib/korea-time'
import { cloudServiceOf } from '@/shared/domain/hospital/cloud-service'
import { hasPendingOrders } from '@/shared/domain/payment/pending-orders-key'
import { applyTheme } from '@/shared/lib/theme'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { useOverlayState } from '../overlays/overlay-state'

/**
 * What the app does on its own, outside any screen: the theme colour from the hospital's
 * cloud service info, the large-font setting, the shake-to-open card, the once-a-day visit log
 * and the card payments this phone left unfinished.
 */
export function AppEffects() {
  const session = useSession()
  const overlays = useOverlays()
  const { patientCardOpen } = useOverlayState()
  const hospital = useQuery(getFetchHospitalInfoQueryOptions({ query: { staleTime: 60 * 60_000 } }))
  const { colorCode } = cloudServiceOf(hospital.data)

  useEffect(() => {
    applyTheme(colorCode)
  }, [colorCode])

  useEffect(() => {
    document.documentElement.style.fontSize =
      localSettings.get('isBigFont') === 'ON' ? FONT_SCALE.large : FONT_SCALE.normal
  }, [])

  // Shake opens the card only with a patient number, the card closed, signed in, and shake ON.
  useEffect(
    () =>
      nativeBridge().on('shake', () => {
        const allowed =
          session.hasPatientNo && !patientCardOpen && session.isSignedIn && localSettings.get('enableShake') === 'ON'
        if (!allowed) return
        overlays.openPatientCard()
        nativeBridge().vibrate(300)
      }),
    [session.hasPatientNo, session.isSignedIn, patientCardOpen, overlays],
  )

  // Once a day, the visit log.
  const userId = session.user?.userId
  useEffect(() => {
    if (!userId) return
    const today = todayKst()
    if (localSettings.get('lastVisitLog') === today) return
    localSettings.set('lastVisitLog', today)
    logVisit(userId).catch(() => localSettings.set('lastVisitLog', ''))
  }, [userId])

  // A card payment this phone left unfinished (the app closed between the approval and the
  // posting): finished now. The payment flow loads only when there is one.
  const payer = session.mainUser?.userId
  // Read once per payer: the resumed payments remove their own entries as they settle.
  const resume = useMemo(() => Boolean(payer && hasPendingOrders(payer)), [payer])

  return resume ? (
    <Suspense fallback={null}>
      <ResumePendingPayments />
    </Suspense>
  ) : null
}

const ResumePendingPayments = lazy(() => import('./ResumePendingPayments'))
