import { useQuery } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { formatDate, todayKst } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { AppLink } from '@/shared/navigation/AppLink'
import { href, type StaticRouteName } from '@/shared/routes/route-table'
import { EmptyState, LinkButton, List, ListRow, QueryState, Section } from '@/shared/ui'
import { historyQuery } from '@/features/checkup/checkup.queries'
import { chosenAppointment } from '@/features/checkup/lib/chosen-appointment'

const { schedule: words } = checkup

/**
 * The booked checkup a schedule screen is about (today's or the nearest, or the one the address
 * names), with the others as links; without one, the way to book.
 */
export function ChosenCheckup({
  route,
  children,
}: {
  route: Extract<StaticRouteName, 'checkupSchedule' | 'checkupScheduleDesign'>
  children: (appointment: CheckupAppointment) => ReactNode
}) {
  const [params] = useSearchParams()
  const history = useQuery(historyQuery())
  return (
    <QueryState
      query={history}
      isEmpty={(data) => data.appointments.length === 0}
      empty={
        <EmptyState
          icon={<CalendarPlus aria-hidden="true" />}
          title={words.noneTitle}
          description={words.noneHint}
          action={
            <LinkButton variant="primary" to={href('checkupAppointment')}>
              {checkup.appointment.book}
            </LinkButton>
          }
        />
      }
    >
      {({ appointments }) => {
        const chosen = chosenAppointment(appointments, todayKst(), params.get('receptionId'))
        if (!chosen) return null
        const others = appointments.filter((a) => a.receptionId !== chosen.receptionId)
        return (
          <>
            {children(chosen)}
            {others.length > 0 && (
              <Section title={words.others}>
                <List label={words.others}>
                  {others.map((a) => (
                    <ListRow
                      key={a.receptionId}
                      as={AppLink}
                      to={href(route, undefined, { receptionId: a.receptionId })}
                      replace
                      title={a.packageName}
                      meta={formatDate(a.receptionDate)}
                      chevron
                    />
                  ))}
                </List>
              </Section>
            )}
          </>
        )
      }}
    </QueryState>
  )
}
