import { useQuery } from '@tanstack/react-query'
import { ListOrdered } from 'lucide-react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { Stations } from '@/shared/blocks/checkup/Stations'
import { formatTime } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { homeCheckup as words } from '@/shared/messages/home-checkup'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Badge, Card, CardHeader, FactList, InfoBox, LinkButton, SkeletonList, Stack, Text } from '@/shared/ui'
import { getFetchCheckupStatusQueryOptions } from '@/api/generated/checkup'
import { liveQuery } from '@/shared/lib/live-query'
import { useCheckupToday } from '@/features/home/checkup-day.queries'

/** The day's stations, read again every 20 seconds as the checkup's schedule screen does. */
const checkupDayQuery = (patientNo: string, date: string, type: CheckupAppointment['checkupType']) =>
  getFetchCheckupStatusQueryOptions(patientNo, date, type, {
    query: { ...liveQuery(20_000), meta: { errorDisplay: 'silent' } },
  })

const NEXT_STATIONS = 3

/** Where the day stands: at the desk first, the station under way, or all done. */
function DayProgress({ appointment, patientNo }: { appointment: CheckupAppointment; patientNo: string }) {
  const status = useQuery(checkupDayQuery(patientNo, appointment.receptionDate, appointment.checkupType))
  // On its way: the one loading style; a failure leaves the part out (the day's screen says it).
  if (status.isPending) return <SkeletonList rows={2} />
  if (!status.data) return null
  const { progress, stations } = status.data
  const now = stations.find((station) => station.state === 'IN_PROGRESS')
  // The next few stations, when and where; the whole day is one tap away.
  const ahead = stations.filter((station) => station.state !== 'DONE')
  const next = ahead.slice(0, NEXT_STATIONS)
  const later = ahead.length - next.length
  return (
    <>
      {progress === 'NOT_RECEIVED' && <InfoBox tone="warning">{checkup.schedule.notReceivedToday}</InfoBox>}
      {now && (
        <InfoBox tone="info" title={checkup.schedule.now} role="status">
          {[now.stationName, now.location].filter(Boolean).join(' · ')}
        </InfoBox>
      )}
      {progress === 'COMPLETED' && <InfoBox tone="info">{checkup.schedule.allDone}</InfoBox>}
      {next.length > 0 && <Stations stations={next} showState={progress === 'IN_PROGRESS'} brief />}
      {later > 0 && (
        <Text size="sm" tone="sub">
          {words.moreStations(later)}
        </Text>
      )}
    </>
  )
}

/**
 * A checkup day's home: the checkup leads, with where and by when to arrive, the desk's hours,
 * what to have done before, where the day stands and its stations in order, and the day's screen
 * one tap away. Nothing on other days. Its own chunk, with its two calls.
 */
export function CheckupDayHome() {
  const session = useSession()
  const patientNo = session.user?.patientNo ?? ''
  const appointment = useCheckupToday()
  if (!appointment || !patientNo) return null
  const time = formatTime(appointment.checkupTime)
  return (
    <Card inset as="section" aria-labelledby="home-checkup-title">
      <CardHeader
        large
        titleId="home-checkup-title"
        title={words.title}
        subtitle={appointment.packageName}
        aside={
          <Badge tone={appointment.checkupType === 'SYNTHESIS' ? 'info' : 'neutral'}>
            {checkup.type[appointment.checkupType]}
          </Badge>
        }
      />
      <Stack gap={3}>
        <FactList
          facts={[
            [words.arrive, appointment.location ? words.arriveValue(time, appointment.location) : time],
            [words.deskHours, words.deskHoursValue],
          ]}
        />
        {appointment.preparation && (
          <InfoBox tone="warning" title={words.preparation} role="note">
            {appointment.preparation}
          </InfoBox>
        )}
        <DayProgress appointment={appointment} patientNo={patientNo} />
        <Text size="sm" tone="sub">
          {checkup.schedule.live}
        </Text>
        <LinkButton
          variant="outline"
          to={href('checkupSchedule', undefined, { receptionId: appointment.receptionId })}
          icon={<ListOrdered aria-hidden="true" />}
        >
          {words.seeDay}
        </LinkButton>
      </Stack>
    </Card>
  )
}
