import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { EmptyState, InfoBox, List, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { PrescriptionRow, type PrescriptionListItem } from '@/features/prescriptions/components/PrescriptionRow'
import styles from '@/features/prescriptions/components/Prescriptions.module.css'
import { PrescriptionTabs } from '@/features/prescriptions/components/PrescriptionTabs'
import { RxPayments } from '@/features/prescriptions/components/RxPayments'
import {
  parsePeriod,
  PERIOD_PARAM,
  periodValue,
  quartersUntil,
  type Period,
} from '@/features/prescriptions/lib/periods'
import {
  quarterPrescriptionsQuery,
  recentPrescriptionsQuery,
  serviceTimeQuery,
  todayPrescriptionsQuery,
} from '@/features/prescriptions/prescriptions.queries'

const { list: text } = words

function ServiceHours() {
  const query = useQuery(serviceTimeQuery())
  if (!query.data) return null
  const { serviceStart, serviceEnd, isOpen } = query.data
  return (
    <Stack inset>
      <InfoBox tone={isOpen === 'Y' ? 'info' : 'warning'}>
        {`${words.serviceHours(serviceStart, serviceEnd)}. ${isOpen === 'Y' ? words.serviceOpenNow : words.serviceClosedNow}`}
      </InfoBox>
    </Stack>
  )
}

function Rows({ items, serviceOpen, label }: { items: PrescriptionListItem[]; serviceOpen: boolean; label: string }) {
  const today = todayKst()
  return (
    <List label={label}>
      {items.map((item) => (
        <PrescriptionRow
          key={item.prscNo}
          item={item}
          serviceOpen={serviceOpen}
          expired={'validUntil' in item && typeof item.validUntil === 'string' ? today > item.validUntil : false}
        />
      ))}
    </List>
  )
}

function TodaySection({ serviceOpen }: { serviceOpen: boolean }) {
  const query = useQuery(todayPrescriptionsQuery(todayKst()))
  return (
    <Section title={text.today}>
      <QueryState
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title={text.todayEmpty}
            description={text.todayEmptyHint}
          />
        }
      >
        {(items) => <Rows items={items} serviceOpen={serviceOpen} label={text.listLabel(text.today)} />}
      </QueryState>
    </Section>
  )
}

const periodLabel = (period: Period) =>
  period.kind === 'recent' ? text.periodRecent : text.periodQuarter(period.year, period.quarter)

function PeriodList({ period, serviceOpen }: { period: Period; serviceOpen: boolean }) {
  const today = todayKst()
  const query = useQuery(
    period.kind === 'recent' ? recentPrescriptionsQuery() : quarterPrescriptionsQuery(period.year, period.quarter),
  )
  const title = period.kind === 'recent' ? text.recent : text.quarter(period.year, period.quarter)
  return (
    <Section title={title}>
      <QueryState
        query={query}
        // Today's are in their own section above.
        isEmpty={(items) => items.every((p) => isoDate(p.issuedAt) === today)}
        empty={<EmptyState icon={<FileText aria-hidden="true" />} title={text.empty} description={text.emptyHint} />}
      >
        {(items) => (
          <Rows
            items={items.filter((p) => isoDate(p.issuedAt) !== today)}
            serviceOpen={serviceOpen}
            label={text.listLabel(title)}
          />
        )}
      </QueryState>
    </Section>
  )
}

function PrescriptionLists() {
  const [search, setSearch] = useSearchParams()
  const today = todayKst()
  const period = parsePeriod(search.get(PERIOD_PARAM), today)
  const serviceTime = useQuery(serviceTimeQuery())
  const serviceOpen = serviceTime.data ? serviceTime.data.isOpen === 'Y' : true
  const selectId = useId()
  const choose = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.set(PERIOD_PARAM, value)
        return next
      },
      { replace: true },
    )
  return (
    <>
      <ServiceHours />
      <TodaySection serviceOpen={serviceOpen} />
      <Stack inset gap={2}>
        <Text as="label" htmlFor={selectId} weight="bold">
          {text.period}
        </Text>
        <select
          id={selectId}
          className={styles.select}
          value={periodValue(period)}
          onChange={(event) => choose(event.target.value)}
        >
          {[{ kind: 'recent' } as const, ...quartersUntil(today)].map((p) => (
            <option key={periodValue(p)} value={periodValue(p)}>
              {periodLabel(p)}
            </option>
          ))}
        </select>
      </Stack>
      <PeriodList period={period} serviceOpen={serviceOpen} />
    </>
  )
}

/**
 * Prescriptions (전자처방전 전송): the e-prescription service hours, today's prescriptions and
 * those of the recent months or of a chosen quarter, each with where it stands and what it waits
 * for; and the pharmacy charges paid in the app.
 */
export default function PrescriptionsScreen() {
  const [search] = useSearchParams()
  const tab = search.get('tab') === 'payments' ? 'payments' : 'prescriptions'
  return (
    <Page>
      <PrescriptionTabs current={tab} />
      {tab === 'payments' ? <RxPayments /> : <PrescriptionLists />}
    </Page>
  )
}
