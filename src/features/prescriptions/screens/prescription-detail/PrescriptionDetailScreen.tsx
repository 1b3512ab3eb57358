import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FileQuestion, Info, QrCode, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useSubmitPrescription } from '@/api/generated/outpatient'
import type { MedicineItem } from '@/api/generated/outpatient/model'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { RxCost, RxState } from '@/api/generated/rx/model'
import { isoDate, kst, todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import {
  Badge,
  BottomAction,
  Button,
  CallLink,
  Card,
  CardHeader,
  Cluster,
  EmptyState,
  ErrorState,
  FactList,
  InfoBox,
  LinkButton,
  List,
  ListRow,
  Page,
  QueryState,
  Section,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import { ModifyNoticeAction } from '@/features/prescriptions/components/ModifyNoticeAction'
import { PharmacyBadges } from '@/features/prescriptions/components/PharmacyDetails'
import { PharmacyInfoDialog } from '@/features/prescriptions/components/PharmacyInfoDialog'
import { PrescriptionQrDialog } from '@/features/prescriptions/components/PrescriptionQrDialog'
import { RxStatusCard } from '@/features/prescriptions/components/RxStatusCard'
import { useRxChanges } from '@/features/prescriptions/hooks/use-rx-changes'
import { useRxPayment } from '@/features/prescriptions/hooks/use-rx-payment'
import { useSendPrescription } from '@/features/prescriptions/hooks/use-send-prescription'
import { prescriptionOfSearch } from '@/features/prescriptions/lib/links'
import {
  canCancel,
  factsOf,
  modifyingOf,
  needsHospitalRecord,
  offersQr,
  viewOf,
  type RxFacts,
  type RxView,
} from '@/shared/domain/prescriptions/rx-flow'
import { usageWithoutFrequency } from '@/shared/domain/records/usage-text'
import {
  medicinesQuery,
  pharmacyByCodeQuery,
  quarterPrescriptionsQuery,
  refreshPrescription,
  rxCostQuery,
  rxStatusQuery,
  serviceTimeQuery,
} from '@/features/prescriptions/prescriptions.queries'

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

function Summary({ prescription }: { prescription: ErxPrescription }) {
  return (
    <Card inset>
      <CardHeader large title={`${prescription.departmentName} ${words.doctorTitle(prescription.doctorName)}`} />
      <FactList
        facts={[
          [
            words.issuedAt,
            `${formatDate(prescription.issuedAt)} ${formatTime(kst(prescription.issuedAt).format('HH:mm'))}`,
          ],
          [words.validUntil, words.validUntilValue(formatDate(prescription.validUntil))],
          [words.prscNo, prescription.prscNo],
        ]}
      />
    </Card>
  )
}

/** The pharmacy it went to: name, open now, address, a call, and its information. */
function PharmacySection({
  pharmCode,
  pharmName,
  onInfo,
}: {
  pharmCode: string
  pharmName: string
  onInfo: () => void
}) {
  const query = useQuery(pharmacyByCodeQuery(pharmCode))
  return (
    <Section title={detail.pharmacy} padded>
      <Text as="h3" size="lg" weight="bold">
        {pharmName}
      </Text>
      {query.data && (
        <>
          <PharmacyBadges pharmacy={query.data} />
          <Text size="sm" tone="sub">
            {query.data.address}
          </Text>
        </>
      )}
      <Cluster>
        {query.data && <CallLink phone={query.data.phone}>{words.pharmacy.call(pharmName)}</CallLink>}
        <Button variant="outline" icon={<Info aria-hidden="true" />} onClick={onInfo} aria-haspopup="dialog">
          {detail.pharmacyInfo}
        </Button>
      </Cluster>
    </Section>
  )
}

/** The pharmacy's charge: not yet (no order), due, paid, or settled at the counter. */
function BillSection({ state, cost }: { state: RxState; cost: RxCost | undefined }) {
  if (state.payment === 'NOT_PRICED') {
    return (
      <Section title={detail.bill} padded>
        <Text weight="bold">{detail.billNoOrder}</Text>
        <Text size="sm" tone="sub">
          {detail.billNoOrderHint}
        </Text>
      </Section>
    )
  }
  const badge =
    state.payment === 'PAID' ? (
      <Badge tone="primary">{detail.paid}</Badge>
    ) : state.payment === 'AT_COUNTER' ? (
      <Badge tone="warning">{detail.atCounter}</Badge>
    ) : (
      <Badge tone="info">{detail.due}</Badge>
    )
  return (
    <Section title={detail.bill} padded>
      <Cluster justify="between">
        <Text as="span" size="xl" weight="bold">
          {cost ? formatWon(cost.amount) : words.list.statusLoading}
        </Text>
        {badge}
      </Cluster>
      {state.payment === 'AT_COUNTER' && (
        <InfoBox tone="warning" title={words.refusals.COUNTER_ONLY}>
          {`${detail.atCounterHint} ${detail.counterHint}`}
        </InfoBox>
      )}
    </Section>
  )
}

function Medicine({ item }: { item: MedicineItem }) {
  return (
    <ListRow
      title={item.drugName}
      meta={[
        item.dose,
        words.medicine.timesPerDay(item.timesPerDay),
        words.medicine.days(item.days),
        usageWithoutFrequency(item.usage, item.timesPerDay),
      ].join(' · ')}
    />
  )
}

function MedicinesSection({ prescription }: { prescription: ErxPrescription }) {
  const query = useQuery(medicinesQuery(prescription.receptionId, isoDate(prescription.issuedAt)))
  return (
    <Section title={`${detail.medicines} (${words.drugCount(prescription.drugCount)})`}>
      <QueryState query={query} loading={<SkeletonList rows={prescription.drugCount || 1} />}>
        {(order) => (
          <List>
            {order.items.map((item) => (
              <Medicine key={item.drugCode} item={item} />
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  )
}

/** The one next step, as the bottom button. */
function NextStep({
  view,
  facts,
  prescription,
  state,
  cost,
}: {
  view: RxView
  facts: RxFacts
  prescription: ErxPrescription
  state: RxState | undefined
  cost: RxCost | undefined
}) {
  const session = useSession()
  const send = useSendPrescription(prescription)
  const payment = useRxPayment(prescription)
  const changes = useRxChanges(prescription, state?.rxId ?? '')
  const patientNo = session.user?.patientNo
  switch (view.next.kind) {
    case 'choosePharmacy':
      return (
        <BottomAction>
          <Button size="lg" fullWidth loading={send.busy} onClick={() => void send.choosePharmacy()}>
            {facts.step === 'cancelled' ? detail.sendAgain : detail.choosePharmacy}
          </Button>
        </BottomAction>
      )
    case 'pay':
      if (!state || !cost || !patientNo) return null
      return (
        <BottomAction>
          <Button
            size="lg"
            fullWidth
            loading={payment.isPaying}
            onClick={() =>
              void payment.payCharge({
                rxId: state.rxId,
                patientNo,
                amount: cost.amount,
                pharmName: state.pharmName ?? '',
              })
            }
          >
            {detail.pay(formatWon(cost.amount))}
          </Button>
        </BottomAction>
      )
    case 'modifying':
      // Nothing to send while the hospital changes it: the one step is to ask to be told.
      return (
        <BottomAction>
          <ModifyNoticeAction prescription={prescription} size="lg" fullWidth />
        </BottomAction>
      )
    case 'receive':
      return (
        <BottomAction>
          <Button size="lg" fullWidth loading={changes.isChanging} onClick={() => void changes.receive()}>
            {detail.receive}
          </Button>
        </BottomAction>
      )
    default:
      return null
  }
}

/** Cancelling, while the pharmacy has not accepted it. */
function CancelButton({ prescription, state }: { prescription: ErxPrescription; state: RxState }) {
  const changes = useRxChanges(prescription, state.rxId)
  return (
    <Button
      variant="outline"
      icon={<X aria-hidden="true" />}
      loading={changes.isChanging}
      onClick={() => void changes.cancel(state.pharmName ?? '')}
    >
      {detail.cancel}
    </Button>
  )
}

/**
 * The hospital has not recorded a sending the service has (the app closed in between): record it
 * once, quietly, and refresh the lists.
 */
function useHospitalRecord(prescription: ErxPrescription, state: RxState | undefined, facts: RxFacts) {
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
