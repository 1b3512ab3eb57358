import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  getFetchTodayScheduleQueryKey,
  getFetchWaitingNumberQueryOptions,
  getListFinishedSchedulesQueryKey,
  useCheckInArrival,
} from '@/api/generated/common'
import type { ScheduleItem } from '@/api/generated/common/model'
import { getFetchHospitalInfoQueryKey } from '@/api/generated/hospital'
import type { HospitalInfo } from '@/api/generated/hospital/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { LIMITS } from '@/shared/config/constants'
import { loadChunk } from '@/shared/lazy'
import { distanceMeters } from '@/shared/lib/geo'
import { messages } from '@/shared/messages'
import { arrival } from '@/shared/messages/arrival'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { nativeBridge } from '@/shared/native'
import { connectivity } from '@/shared/offline/connectivity'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'

/**
 * What a patient needs once checked in: the waiting number (asked for now; the check-in's answer
 * does not carry it, and without it the room and where to wait still stand), the room from the
 * schedule, where to wait. A clinic visit with a department offers its waiting number screen.
 */
async function arrivalDone(item: ScheduleItem, readWaiting: () => Promise<{ rnk: number; cnt: number }>) {
  const lines: string[] = []
  if (item.departmentCode && item.receptionId) {
    const waiting = await readWaiting().catch(() => undefined)
    lines.push(waiting ? arrival.doneNumber(waiting.rnk, waiting.cnt) : arrival.doneNumberLater)
  }
  if (item.location) lines.push(arrival.doneRoom(item.location))
  lines.push(arrival.doneWhereToWait)
  return lines.join('\n')
}

/**
 * Arrival check-in (spec section 4): only within 50 m of the hospital by the device's location;
 * otherwise the outside-range message with how far away the phone is and what to do; then the
 * server's answer: completed (what happened and what to do now, the waiting number one tap away)
 * or its failure message. The schedule refreshes either way. On the waiting number screen itself
 * (`offerWaiting: false`) the result is said without offering the screen the patient is on.
 */
export function useArrivalCheckIn({ offerWaiting = true }: { offerWaiting?: boolean } = {}) {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  const mutation = useCheckInArrival({ mutation: { meta: { errorDisplay: 'dialog' } } })

  const checkIn = useCallback(
    async (item: ScheduleItem) => {
      const refresh = () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getFetchTodayScheduleQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListFinishedSchedulesQueryKey() }),
        ])
      if (!item.receptionId || item.chg_seq === undefined) return
      // Without a connection the hospital cannot be told: say so before asking for the location.
      if (!connectivity.isOnline()) return void (await overlays.alert({ message: messages.errors.offline }))
      const hide = overlays.showSpinner()
      try {
        let here
        try {
          here = await nativeBridge().getLocation()
        } catch (error) {
          hide()
          await overlays.alert({
            message: error instanceof Error ? error.message : messages.native.locationUnavailable,
          })
          return
        }
        const info = queryClient.getQueryData<HospitalInfo>(getFetchHospitalInfoQueryKey())
        const hospital = info ? { latitude: info.latitude, longitude: info.longitude } : HOSPITAL.location
        const away = distanceMeters(here, hospital)
        if (away > LIMITS.arrivalDistanceMeters) {
          // How far, and what to do: loaded only when said (home's first load carries the hook).
          // In the middle of a check-in: never a move to a new version here (the short message then).
          const message = await loadChunk(() => import('@/shared/domain/schedule/outside-range'), {
            onNewVersion: 'fail',
          })
            .then(({ outsideRangeMessage }) => outsideRangeMessage(away))
            .catch(() => messages.errors.outsideRange)
          hide()
          await overlays.alert({ message })
          return
        }
        const result = await mutation.mutateAsync({ data: { receptionId: item.receptionId, chg_seq: item.chg_seq } })
        // The schedule behind the answer shows the visit checked in while the patient reads it.
        void refresh()
        if (result.isCompleted !== 'Y') {
          hide()
          // No reason given: the spec's default dialog (section 8).
          return void (await overlays.alert({ message: result.failMessage ?? messages.errors.notFound }))
        }
        const { receptionId } = item
        const departmentCode = item.departmentCode ?? ''
        const message = await arrivalDone(item, () =>
          queryClient.fetchQuery({
            ...getFetchWaitingNumberQueryOptions(receptionId, departmentCode),
            meta: { errorDisplay: 'silent' },
            staleTime: 0,
          }),
        )
        hide()
        if (!departmentCode || !offerWaiting) return void (await overlays.alert({ title: arrival.doneTitle, message }))
        const seeWaiting = await overlays.confirm({
          title: arrival.doneTitle,
          message,
          confirmLabel: arrival.seeWaiting,
          cancelLabel: arrival.close,
        })
        if (seeWaiting) await navigation.navigate(href('waitingNumber', { receptionId, departmentCode }))
      } catch {
        // The call's error dialog has been shown.
      } finally {
        hide()
        await refresh()
      }
    },
    [offerWaiting, overlays, navigation, queryClient, mutation],
  )

  return { checkIn, isPending: mutation.isPending }
}
