import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSubmitPrescription } from '@/api/generated/outpatient'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { RxState } from '@/api/generated/rx/model'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { needsHospitalRecord, type RxFacts } from '@/shared/domain/prescriptions/rx-flow'
import { refreshPrescription } from '@/features/prescriptions/prescriptions.queries'

/**
 * The hospital has not recorded a sending the service has (the app closed in between): record it
 * once, quietly, and refresh the lists.
 */
export function useHospitalRecord(prescription: ErxPrescription, state: RxState | undefined, facts: RxFacts) {
  const queryClient = useQueryClient()
  const submit = useSubmitPrescription({ mutation: { meta: { errorDisplay: 'silent' } } })
  const tried = useRef<string | null>(null)
  const missing = Boolean(state?.pharmCode) && needsHospitalRecord(facts.step, prescription.pharmCode)
  useEffect(() => {
    if (!missing || !state?.pharmCode || tried.current === state.rxId) return
    tried.current = state.rxId
    const { prscNo, receptionId, issuedAt } = prescription
    submit
      .mutateAsync({ data: { prscNo, receptionId, rxId: state.rxId, pharmCode: state.pharmCode } })
      .then(() => refreshPrescription(queryClient, { issuedDate: isoDate(issuedAt), today: todayKst() }))
      .catch(() => undefined)
  }, [missing, state, prescription, submit, queryClient])
}
