import { useQuery } from '@tanstack/react-query'
import { BellRing, ListOrdered } from 'lucide-react'
import { useState } from 'react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import {
  Button,
  Card,
  CardHeader,
  Cluster,
  InfoBox,
  LinkButton,
  List,
  ListRow,
  Page,
  QueryState,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import { statusQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ChosenCheckup } from '@/features/checkup/components/ChosenCheckup'
import { Stations } from '@/shared/blocks/checkup/Stations'
import { preparationPlan } from '@/features/checkup/lib/preparation-plan'

const { schedule: words } = checkup

/** The evening before at 20:30, half an hour before the fast begins. */
const alarmAt = (checkupDate: string) => `${kst(checkupDate).subtract(1, 'day').format('YYYY-MM-DD')}T20:30:00+09:00`

function Plan({ appointment, patientNo }: { appointment: CheckupAppointment; patientNo: string }) {
  const status = useQuery(statusQuery(patientNo, appointment.receptionDate, appointment.checkupType))
  const overlays = useOverlays()
  const [setting, setSetting] = useState(false)
  const remind = async () => {
    setSetting(true)
    try {
      await nativeBridge().setAppointmentAlarm({
        appointmentId: `checkup-${appointment.receptionId}`,
        at: alarmAt(appointment.receptionDate),
        title: words.alarmTitle,
        body: words.alarmBody,
      })
      overlays.toast(words.alarmSet)
    } catch {
      overlays.toast(words.alarmFailed)
    } finally {
      setSetting(false)
    }
  }
  return (
    <>
      <Card inset>
        <CardHeader large title={appointment.packageName} aside={<CheckupTypeBadge type={appointment.checkupType} />} />
        <Text>{`${formatDate(appointment.receptionDate)} ${words.start(formatTime(appointment.checkupTime))}`}</Text>
        <Text size="sm" tone="sub">
          {words.planIntro}
        </Text>
      </Card>
      <QueryState query={status}>
        {({ stations }) => (
          <>
            {preparationPlan(appointment.receptionDate, appointment.checkupTime, stations).map((day) => (
              <Section key={day.daysBefore} title={`${words.dayLabel[day.daysBefore]} · ${formatDate(day.date)}`}>
                <List>
                  {day.items.map((item) => (
                    <ListRow
                      key={item.step}
                      when={item.time ? formatTime(item.time) : ' '}
                      title={words.steps[item.step]}
                    />
                  ))}
                </List>
              </Section>
            ))}
            <Section title={words.onTheDay}>
              <Stations stations={stations} showState={false} />
            </Section>
          </>
        )}
      </QueryState>
      <Stack inset>
        <InfoBox tone="info">{words.alarmHint}</InfoBox>
        <Cluster fill>
          <Button
            variant="secondary"
            loading={setting}
            icon={<BellRing aria-hidden="true" />}
            onClick={() => void remind()}
          >
            {words.alarm}
          </Button>
          <LinkButton
            to={href('checkupSchedule', undefined, { receptionId: appointment.receptionId })}
            icon={<ListOrdered aria-hidden="true" />}
          >
            {words.seeDay}
          </LinkButton>
        </Cluster>
      </Stack>
    </>
  )
}

/**
 * Checkup schedule design (검진 준비 일정): what to do from a week before to the checkup day,
 * by date and time, for the program booked (bowel preparation only with a colonoscopy), then
 * the day's stations in order.
 */
export default function ScheduleDesignScreen() {
  const session = useSession()
  const patientNo = session.user?.patientNo ?? ''
  return (
    <Page>
      <ChosenCheckup route="checkupScheduleDesign">
        {(appointment) => <Plan key={appointment.receptionId} appointment={appointment} patientNo={patientNo} />}
      </ChosenCheckup>
    </Page>
  )
}
