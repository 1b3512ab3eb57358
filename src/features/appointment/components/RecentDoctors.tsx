import { useQuery } from '@tanstack/react-query'
import { Stethoscope } from 'lucide-react'
import { useMemo } from 'react'
import type { VisitHistoryItem } from '@/api/generated/common/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { List, ListRow, QueryState, Section, SkeletonList } from '@/shared/ui'
import { recentVisitsQuery } from '@/features/appointment/appointment.queries'

const { step1: words } = appointment

/** How many doctors the group offers: the few most recent, not the whole history. */
const SHOWN = 3

/** Each doctor once, at their latest visit (the history comes newest first). */
export function recentDoctors(visits: readonly VisitHistoryItem[], count = SHOWN): VisitHistoryItem[] {
  const seen = new Set<string>()
  const doctors: VisitHistoryItem[] = []
  for (const visit of [...visits].sort((a, b) => b.visitDate.localeCompare(a.visitDate))) {
    const key = `${visit.departmentCode}/${visit.doctorCode}`
    if (seen.has(key)) continue
    seen.add(key)
    doctors.push(visit)
  }
  return doctors.slice(0, count)
}

/**
 * "최근 진료받은 의료진": the doctors the patient's visit history knows, one tap from the
 * calendar of that doctor (most bookings are a return visit). Nothing shows when there are none.
 */
export function RecentDoctors() {
  const today = todayKst()
  const query = useQuery(recentVisitsQuery(today))
  const doctors = useMemo(() => recentDoctors(query.data ?? []), [query.data])
  if (query.isSuccess && doctors.length === 0) return null
  return (
    <Section title={words.recent} padded>
      <QueryState query={query} loading={<SkeletonList rows={2} />} errorTitle={words.recentError}>
        {() => (
          <List label={words.recent}>
            {doctors.map((visit) => (
              <ListRow
                key={`${visit.departmentCode}/${visit.doctorCode}`}
                as={AppLink}
                to={href('outpatientAppointmentStep2', undefined, {
                  departmentCode: visit.departmentCode,
                  doctorCode: visit.doctorCode,
                })}
                chevron
                leading={<Stethoscope aria-hidden="true" />}
                title={`${visit.departmentName} ${visit.doctorName}`}
                description={words.lastVisit(formatDate(visit.visitDate))}
              />
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  )
}
