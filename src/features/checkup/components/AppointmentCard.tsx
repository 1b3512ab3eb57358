import { useQuery } from '@tanstack/react-query'
import { CalendarClock, CalendarX2, ListChecks } from 'lucide-react'
import { useId } from 'react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { formatDate, formatTime, todayKst } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { href } from '@/shared/routes/route-table'
import { Button, Card, CardHeader, Cluster, FactList, InfoBox, LinkButton, Text } from '@/shared/ui'
import { statusQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from './CheckupTypeBadge'

const { appointment: words } = checkup

/** Where the day stands, from the status call (접수 전, 검진 중 3/8 ...). */
function Progress({ appointment, patientNo }: { appointment: CheckupAppointment; patientNo: string }) {
  const today = appointment.receptionDate === todayKst()
  const status = useQuery(statusQuery(patientNo, appointment.receptionDate, appointment.checkupType, today))
  if (!status.data) return null
  const { progress, stations } = status.data
  const done = stations.filter((s) => s.state === 'DONE').length
  return (
    <>
      {words.progress[progress]}
      {progress === 'IN_PROGRESS' && ` · ${words.stepsDone(done, stations.length)}`}
    </>
  )
}

/**
 * One booked checkup: its day and start, program, place, what to prepare, where the day stands,
 * and what can be done (see the day, the preparation, cancel while it still can be).
 */
export function AppointmentCard({
  appointment,
  patientNo,
  onCancel,
  cancelling,
}: {
  appointment: CheckupAppointment
  patientNo: string
  onCancel: (appointment: CheckupAppointment) => void
  cancelling: boolean
}) {
  const titleId = useId()
  return (
    <Card as="article" aria-labelledby={titleId}>
      <CardHeader
        as="h3"
        titleId={titleId}
        title={`${formatDate(appointment.receptionDate)} ${formatTime(appointment.checkupTime)}`}
        aside={<CheckupTypeBadge type={appointment.checkupType} />}
      />
      <FactList
        facts={[
          [words.program, appointment.packageName],
          [words.location, appointment.location],
          [words.preparation, appointment.preparation],
          [words.status, <Progress key="status" appointment={appointment} patientNo={patientNo} />],
        ]}
      />
      <Text size="sm" tone="sub">
        {words.startHint(formatTime(appointment.checkupTime))}
      </Text>
      <Cluster fill>
        <LinkButton to={href('checkupSchedule')} icon={<CalendarClock aria-hidden="true" />}>
          {words.seeSchedule}
        </LinkButton>
        <LinkButton to={href('checkupScheduleDesign')} icon={<ListChecks aria-hidden="true" />}>
          {words.seePlan}
        </LinkButton>
        {appointment.canCancel === 'Y' && (
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
      {appointment.canCancel !== 'Y' && <InfoBox>{words.cancelClosed}</InfoBox>}
    </Card>
  )
}
