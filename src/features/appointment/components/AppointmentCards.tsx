import { BellRing, CalendarX2 } from 'lucide-react'
import { useId } from 'react'
import type { ClinicAppointment, TestAppointment } from '@/api/generated/outpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { appointment as appointmentWords } from '@/shared/messages/appointment'
import { href } from '@/shared/routes/route-table'
import { Badge, Button, Card, CardHeader, Cluster, FactList, InfoBox, LinkButton, Text } from '@/shared/ui'
import { isSameDayTest } from '@/features/appointment/lib/inquiry'

const { inquiry: words, visitType: visitTypeNames } = appointmentWords

const alarmHref = (
  a: { appointmentId: string; scheduleDate: string; appointmentTime: string },
  kind: 'clinic' | 'test',
) =>
  href('alarmSettings', {
    appointmentId: a.appointmentId,
    appointmentDate: a.scheduleDate,
    appointmentTime: a.appointmentTime,
    routeInfo: kind,
  })

function AlarmLink({ to }: { to: string }) {
  return (
    <LinkButton to={to} icon={<BellRing aria-hidden="true" />}>
      {words.alarm}
    </LinkButton>
  )
}

/** One clinic booking: date, time, department, doctor, place, 초진/재진, and what can be done. */
export function ClinicCard({
  appointment,
  upcoming,
  onCancel,
  cancelling,
}: {
  appointment: ClinicAppointment
  upcoming: boolean
  onCancel: (appointment: ClinicAppointment) => void
  cancelling: boolean
}) {
  const titleId = useId()
  const canCancel = upcoming && appointment.canCancel === 'Y'
  return (
    <Card as="article" tone={upcoming ? 'default' : 'muted'} aria-labelledby={titleId}>
      <CardHeader
        as="h3"
        titleId={titleId}
        title={`${formatDate(appointment.scheduleDate)} ${formatTime(appointment.appointmentTime)}`}
        aside={
          <Badge tone={appointment.visitType === 'FIRST' ? 'info' : 'neutral'}>
            {visitTypeNames[appointment.visitType]}
          </Badge>
        }
      />
      <FactList
        facts={[
          [words.department, appointment.departmentName],
          [words.doctor, appointmentWords.doctorName(appointment.doctorName)],
          [words.location, appointment.location],
        ]}
      />
      {upcoming && (
        <Cluster fill>
          <AlarmLink to={alarmHref(appointment, 'clinic')} />
          {canCancel && (
            <Button
              variant="outline"
              icon={<CalendarX2 aria-hidden="true" />}
              disabled={cancelling}
              onClick={() => onCancel(appointment)}
            >
              {words.cancel}
            </Button>
          )}
        </Cluster>
      )}
    </Card>
  )
}

/** When a test is: its time, or "any time that day" for same-day tests (00:00 / 06:00). */
export function testTimeLabel(test: TestAppointment): string {
  if (!isSameDayTest(test.appointmentTime)) return formatTime(test.appointmentTime)
  return test.scheduleDate === todayKst() ? words.sameDayToday : words.sameDay
}

/** One test booking: date and time (or same day), test name, department, place, preparation. */
export function TestCard({ test, upcoming }: { test: TestAppointment; upcoming: boolean }) {
  const titleId = useId()
  const sameDay = isSameDayTest(test.appointmentTime)
  return (
    <Card as="article" tone={upcoming ? 'default' : 'muted'} aria-labelledby={titleId}>
      <CardHeader as="h3" titleId={titleId} title={test.testName} />
      <FactList
        facts={[
          [words.date, formatDate(test.scheduleDate)],
          [words.time, testTimeLabel(test)],
          [words.department, test.departmentName],
          [words.location, test.location],
        ]}
      />
      {upcoming && sameDay && (
        <Text size="sm" tone="sub">
          {words.sameDayHint}
        </Text>
      )}
      {upcoming && test.preparation && <InfoBox tone="warning">{`${words.preparation}: ${test.preparation}`}</InfoBox>}
      {upcoming && (
        <Cluster fill>
          <AlarmLink to={alarmHref(test, 'test')} />
        </Cluster>
      )}
    </Card>
  )
}
