import { useQuery } from '@tanstack/react-query'
import { Info } from 'lucide-react'
import type { MedicineItem } from '@/api/generated/outpatient/model'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { RxCost, RxState } from '@/api/generated/rx/model'
import { isoDate, kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import {
  Badge,
  Button,
  CallLink,
  Card,
  CardHeader,
  Cluster,
  FactList,
  InfoBox,
  List,
  ListRow,
  QueryState,
  Section,
  SkeletonList,
  Text,
} from '@/shared/ui'
import { PharmacyBadges } from '@/features/prescriptions/components/PharmacyDetails'
import { usageWithoutFrequency } from '@/shared/domain/records/usage-text'
import { medicinesQuery, pharmacyByCodeQuery } from '@/features/prescriptions/prescriptions.queries'

const { detail } = words

export function Summary({ prescription }: { prescription: ErxPrescription }) {
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
export function PharmacySection({
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
export function BillSection({ state, cost }: { state: RxState; cost: RxCost | undefined }) {
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

export function MedicinesSection({ prescription }: { prescription: ErxPrescription }) {
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
