import { useQuery } from '@tanstack/react-query'
import { CalendarDays, CalendarPlus } from 'lucide-react'
import { ReceptionIdCheckSlot } from '@/shared/blocks/schedule/ReceptionIdCheckSlot'
import { ScheduleList } from '@/shared/blocks/schedule/ScheduleList'
import { useArrivalCheckIn } from '@/shared/blocks/schedule/use-arrival-check-in'
import { visit } from '@/shared/messages/visit'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { href } from '@/shared/routes/route-table'
import { PatientNoNeeded } from '@/shared/session/PatientNoNeeded'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, LinkButton, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { finishedSchedulesQuery, todayScheduleQuery } from '@/features/visit/visit.queries'

/**
 * Today's schedule (오늘의 일정): what is left today, with arrival check-in for a clinic visit
 * not yet checked in and the waiting number once checked in; then what is done today.
 */
export default function TodayScheduleScreen() {
  const session = useSession()
  const remaining = useQuery({ ...todayScheduleQuery(), enabled: session.hasPatientNo })
  const finished = useQuery({ ...finishedSchedulesQuery(), enabled: session.hasPatientNo })
  const { checkIn, isPending } = useArrivalCheckIn()
  if (!session.isLoading && !session.hasPatientNo) return <PatientNoNeeded />
  return (
    <Page>
      <OfflineNotice since={receivedAt(remaining, finished)} actions />
      <Section title={visit.today.remaining}>
        <QueryState
          query={remaining}
          isEmpty={(items) => items.length === 0}
          empty={
            <EmptyState
              icon={<CalendarPlus aria-hidden="true" />}
              title={visit.today.noRemaining}
              description={visit.today.noRemainingHint}
              action={
                <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
                  {visit.book}
                </LinkButton>
              }
            />
          }
        >
          {(items) => (
            <>
              {/* A clinic visit ahead: the ID check at reception (the hospital's words), before the check-in. */}
              <ReceptionIdCheckSlot today={items} inset />
              <ScheduleList items={items} onArrive={(item) => void checkIn(item)} arriving={isPending} />
            </>
          )}
        </QueryState>
      </Section>
      <Section title={visit.today.finished}>
        <QueryState
          query={finished}
          isEmpty={(items) => items.length === 0}
          empty={
            <Stack inset>
              <Text tone="sub">{visit.today.noFinished}</Text>
            </Stack>
          }
        >
          {(items) => <ScheduleList items={items} />}
        </QueryState>
      </Section>
      <Stack inset>
        <LinkButton to={href('timeline')} icon={<CalendarDays aria-hidden="true" />}>
          {visit.today.seeTimeline}
        </LinkButton>
      </Stack>
    </Page>
  )
}
