import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { logVisit } from '@/api/generated/common'
import { todayKst } from '@/shared/lib/korea-time'
import { cloudServiceOf } from '@/shared/domain/hospital/cloud-service'
import { hospitalInfoQuery } from '@/shared/blocks/hospital/hospital-info-query'
import { hasPendingOrders } from '@/shared/domain/payment/pending-orders-key'
import { lazyWithRetry, LoadBoundary, onHelperFailure } from '@/shared/lazy'
import { loadAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { applyTextSize } from '@/shared/lib/text-size'
import { applyTheme } from '@/shared/lib/theme'
import { nativeBridge } from '@/shared/native'
import { appInfoQuery } from '@/shared/native/app-info-query'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { localSettings } from '@/shared/storage/local-settings'
import { useOverlayState } from '../overlays/overlay-state'

/**
 * What the app does on its own, outside any screen: the theme colour from the hospital's
 * cloud service info, the large-font setting, the shake-to-open card, the once-a-day visit log,
 * the card payments this phone left unfinished, and a tap's helper that could not be downloaded.
 */
export function AppEffects() {
  const session = useSession()
  const overlays = useOverlays()
  const { patientCardOpen } = useOverlayState()
  const hospital = useQuery(hospitalInfoQuery())
  const { colorCode } = cloudServiceOf(hospital.data)

  useEffect(() => {
    applyTheme(colorCode)
  }, [colorCode])

  // The text size: the patient's setting, never smaller than the phone's own (once the shell says
  // it), applied again whenever the setting changes.
  // A browser has no phone setting to tell (and its bridge's code is not fetched to say so).
  const phoneScale = useQuery({
    ...appInfoQuery(),
    select: (info) => info.fontScale,
    enabled: nativeBridge().kind !== 'browser',
  }).data
  useEffect(() => {
    applyTextSize(phoneScale)
    return localSettings.subscribe(() => applyTextSize(phoneScale))
  }, [phoneScale])

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

  // A tap whose helper could not be downloaded (the map, notifications): the patient is told.
  useEffect(() => onHelperFailure((message) => void overlays.alert({ message })), [overlays])

  // Once a day, the visit log.
  const userId = session.user?.userId
  useEffect(() => {
    if (!userId) return
    const today = todayKst()
    if (localSettings.get('lastVisitLog') === today) return
    localSettings.set('lastVisitLog', today)
    // Once the first screen has painted: the log is nothing the patient waits for.
    loadAfterFirstPaint(() => logVisit(userId))().catch(() => localSettings.set('lastVisitLog', ''))
  }, [userId])

  // A card payment this phone left unfinished (the app closed between the approval and the
  // posting): finished now. The payment flow loads only when there is one.
  const payer = session.mainUser?.userId
  // Read once per payer: the resumed payments remove their own entries as they settle.
  const resume = useMemo(() => Boolean(payer && hasPendingOrders(payer)), [payer])

  // In the background: without its code it is tried again at the next start (the order stays kept).
  return resume ? (
    <LoadBoundary instead={null}>
      <ResumePendingPayments />
    </LoadBoundary>
  ) : null
}

const ResumePendingPayments = lazyWithRetry(() => import('./ResumePendingPayments'), { onNewVersion: 'fail' })
