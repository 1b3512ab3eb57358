import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import {
  getFetchTodayScheduleQueryKey,
  getListFinishedSchedulesQueryKey,
  useCheckInArrival,
} from '@/api/generated/common'
import type { ScheduleItem } from '@/api/generated/common/model'
import { getFetchHospitalInfoQueryKey } from '@/api/generated/hospital'
import type { HospitalInfo } from '@/api/generated/hospital/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { LIMITS } from '@/shared/config/constants'
import { distanceMeters } from '@/shared/lib/geo'
import { messages } from '@/shared/messages'
import { nativeBridge } from '@/shared/native'
import { connectivity } from '@/shared/offline/connectivity'
import { useOverlays } from '@/shared/overlays/overlays-context'

/**
 * Arrival check-in (spec section 4): only within 50 m of the hospital by the device's location;
 * otherwise the outside-range message with how far away the phone is and what to do; then the server's answer (completed, or its failure
 * message), and the schedule refreshes either way.
 */
export function useArrivalCheckIn() {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const mutation = useCheckInArrival({ mutation: { meta: { errorDisplay: 'dialog' } } })

  const checkIn = useCallback(
    async (item: ScheduleItem) => {
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
          const message = await import('./outside-range')
            .then(({ outsideRangeMessage }) => outsideRangeMessage(away))
            .catch(() => messages.errors.outsideRange)
          hide()
          await overlays.alert({ message })
          return
        }
        const result = await mutation.mutateAsync({ data: { receptionId: item.receptionId, chg_seq: item.chg_seq } })
        hide()
        if (result.isCompleted === 'Y') overlays.toast(messages.errors.arrivalSuccess)
        // No reason given: the spec's default dialog (section 8).
        else await overlays.alert({ message: result.failMessage ?? messages.errors.notFound })
      } catch {
        // The call's error dialog has been shown.
      } finally {
        hide()
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getFetchTodayScheduleQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getListFinishedSchedulesQueryKey() }),
        ])
      }
    },
    [overlays, queryClient, mutation],
  )

  return { checkIn, isPending: mutation.isPending }
}
