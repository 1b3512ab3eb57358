import { useQuery } from '@tanstack/react-query'
import { FileQuestion, QrCode } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import { todayKst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { href } from '@/shared/routes/route-table'
import { Button, EmptyState, ErrorState, LinkButton, Page, QueryState, Section, SkeletonList, Stack } from '@/shared/ui'
import { PharmacyInfoDialog } from '@/features/prescriptions/components/PharmacyInfoDialog'
import { PrescriptionQrDialog } from '@/features/prescriptions/components/PrescriptionQrDialog'
import { RxStatusCard } from '@/features/prescriptions/components/RxStatusCard'
import { prescriptionOfSearch } from '@/features/prescriptions/lib/links'
import { canCancel, factsOf, modifyingOf, offersQr, viewOf } from '@/shared/domain/prescriptions/rx-flow'
import {
  quarterPrescriptionsQuery,
  rxCostQuery,
  rxStatusQuery,
  serviceTimeQuery,
} from '@/features/prescriptions/prescriptions.queries'
import {
  BillSection,
  MedicinesSection,
  PharmacySection,
  Summary,
} from '@/features/prescriptions/components/PrescriptionSections'
import { CancelButton, NextStep } from '@/features/prescriptions/components/PrescriptionNextStep'
import { useHospitalRecord } from '@/features/prescriptions/hooks/use-hospital-record'

const { detail } = words

function NotFound() {
  return (
    <EmptyState
      icon={<FileQuestion aria-hidden="true" />}
      title={detail.notFound}
      description={detail.notFoundHint}
      action={<LinkButton to={href('prescriptions')}>{detail.backToList}</LinkButton>}
    />
  )
}

function PrescriptionView({ prescription }: { prescription: ErxPrescription }) {
  const serviceTime = useQuery(serviceTimeQuery())
  const rxId = prescription.rxId
  const status = useQuery({ ...rxStatusQuery(rxId ?? ''), enabled: Boolean(rxId) })
  const state = rxId ? status.data : undefined
  const cost = useQuery({ ...rxCostQuery(rxId ?? ''), enabled: Boolean(state && state.payment !== 'NOT_PRICED') })
  const [qrOpen, setQrOpen] = useState(false)
  const [pharmacyOpen, setPharmacyOpen] = useState(false)

  const facts = factsOf(state, {
    modifying: modifyingOf(prescription),
    expired: todayKst() > prescription.validUntil,
    serviceOpen: serviceTime.data ? serviceTime.data.isOpen === 'Y' : true,
  })
  const view = viewOf(facts)
  useHospitalRecord(prescription, state, facts)

  const statusNote =
    view.next.kind === 'modifying'
      ? words.modifying.hint
      : view.next.kind === 'blocked' && view.next.refusal === 'RX_OUTSIDE_HOURS' && serviceTime.data
        ? words.serviceHours(serviceTime.data.serviceStart, serviceTime.data.serviceEnd)
        : undefined
  const pharmCode = state?.pharmCode
  const showPharmacy = pharmCode && facts.step !== 'cancelled'

  return (
    <>
      <Summary prescription={prescription} />
      <Section title={detail.status} padded>
        {rxId && status.isPending ? (
          <SkeletonList rows={2} />
        ) : rxId && status.isError ? (
          <ErrorState message={words.list.statusUnknown} onRetry={() => void status.refetch()} />
        ) : (
          <RxStatusCard view={view} state={state} {...(statusNote ? { note: statusNote } : {})} />
        )}
      </Section>
      {showPharmacy && (
        <PharmacySection pharmCode={pharmCode} pharmName={state.pharmName ?? ''} onInfo={() => setPharmacyOpen(true)} />
      )}
      {state && facts.step !== 'cancelled' && facts.step !== 'notSent' && (
        <BillSection state={state} cost={cost.data} />
      )}
      <MedicinesSection prescription={prescription} />
      <Stack inset>
        {offersQr(facts) && (
          <Button
            variant={view.next.kind === 'receive' ? 'secondary' : 'outline'}
            icon={<QrCode aria-hidden="true" />}
            onClick={() => setQrOpen(true)}
            aria-haspopup="dialog"
          >
            {detail.showQr}
          </Button>
        )}
        {state && canCancel(facts) && <CancelButton prescription={prescription} state={state} />}
      </Stack>
      <NextStep view={view} facts={facts} prescription={prescription} state={state} cost={cost.data} />
      <PrescriptionQrDialog prescription={qrOpen ? prescription : null} onClose={() => setQrOpen(false)} />
      <PharmacyInfoDialog
        pharmacy={pharmacyOpen && pharmCode ? { pharmCode, pharmName: state.pharmName ?? '' } : null}
        onClose={() => setPharmacyOpen(false)}
      />
    </>
  )
}

function Detail({ prscNo, date }: { prscNo: string; date: string }) {
  const year = Number(date.slice(0, 4))
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1
  const query = useQuery(quarterPrescriptionsQuery(year, quarter))
  return (
    <QueryState query={query}>
      {(list) => {
        const prescription = list.find((p) => p.prscNo === prscNo)
        return prescription ? <PrescriptionView prescription={prescription} /> : <NotFound />
      }}
    </QueryState>
  )
}

/**
 * One prescription (처방전 상세): who issued it, where its e-prescription stands and what it waits
 * for (refreshing itself while the pharmacy works on it), the pharmacy it went to, the pharmacy's
 * charge, the medicines, its QR, and the one next step as the bottom button: choose a pharmacy,
 * pay, or confirm the medicine is in hand; while the hospital changes it, no send but a way to be
 * told when the change is done. Everything comes from the servers, so the app can be
 * closed at any step and picks up where they say it is.
 */
export default function PrescriptionDetailScreen() {
  const [search] = useSearchParams()
  const key = prescriptionOfSearch(search)
  return <Page>{key ? <Detail prscNo={key.prscNo} date={key.date} /> : <NotFound />}</Page>
}
