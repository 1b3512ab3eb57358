import { useQuery } from '@tanstack/react-query'
import { Stethoscope } from 'lucide-react'
import { DATES } from '@/shared/config/constants'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { documents } from '@/shared/messages/documents'
import { visit } from '@/shared/messages/visit'
import { href } from '@/shared/routes/route-table'
import { Badge, EmptyState, LinkButton, List, ListRow, Page, QueryState, Section } from '@/shared/ui'
import { PeriodFilter, periodRange, usePeriodParam } from '@/shared/ui/period-filter'
import { visitHistoryQuery } from '@/features/visit/visit.queries'

const { history: words } = visit

/**
 * The visit history (진료내역, spec section 1, beside test, medicine and payment history): the
 * visits done in a period, newest first, each with its department, doctor and first or return
 * visit, the way to book the same doctor again, and its documents (receipt, confirmation, insurance claim). Never before the service started.
 */
export default function VisitHistoryScreen() {
  const [months, setMonths] = usePeriodParam(6)
  const range = periodRange(months, todayKst(), DATES.serviceStart)
  const query = useQuery(visitHistoryQuery(range))
  return (
    <Page>
      <PeriodFilter
        value={months}
        onChange={setMonths}
        label={words.period}
        optionLabel={words.periodOption}
        description={words.periodRange(formatDate(range.startDate, false), formatDate(range.endDate, false))}
      />
      <Section title={words.listLabel}>
        <QueryState
          query={query}
          isEmpty={(visits) => visits.length === 0}
          empty={
            <EmptyState icon={<Stethoscope aria-hidden="true" />} title={words.empty} description={words.emptyHint} />
          }
        >
          {(visits) => (
            <List label={words.listLabel}>
              {visits.map((item) => (
                <ListRow
                  key={item.receptionId}
                  as="article"
                  aria-label={`${formatDate(item.visitDate)} ${item.departmentName}`}
                  title={item.departmentName}
                  meta={[
                    `${formatDate(item.visitDate)} · ${words.doctor(item.doctorName)}`,
                    <LinkButton
                      key="again"
                      variant="text"
                      size="sm"
                      chevron
                      to={href('outpatientAppointmentStep2', undefined, {
                        departmentCode: item.departmentCode,
                        doctorCode: item.doctorCode,
                      })}
                    >
                      {words.bookAgain}
                    </LinkButton>,
                    <LinkButton
                      key="documents"
                      variant="text"
                      size="sm"
                      chevron
                      aria-label={documents.entryLabel(`${formatDate(item.visitDate)} ${item.departmentName}`)}
                      to={href('visitDocuments', { receptionId: item.receptionId })}
                    >
                      {documents.entry}
                    </LinkButton>,
                  ]}
                  trailing={<Badge tone="neutral">{words.visitType[item.visitType]}</Badge>}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
