import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Microscope } from 'lucide-react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { LIMITS } from '@/shared/config/constants'
import { formatDate, formatTime, todayKst } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Card, CardHeader, Cluster, InfoBox, LinkButton, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { statusQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ChosenCheckup } from '@/features/checkup/components/ChosenCheckup'
import schedule from '@/features/checkup/components/Schedule.module.css'
import { Stations } from '@/shared/blocks/checkup/Stations'

const { schedule: words } = checkup

function Day({ appointment, patientNo }: { appointment: CheckupAppointment; patientNo: string }) {
  const today = appointment.receptionDate === todayKst()
  const status = useQuery(statusQuery(patientNo, appointment.receptionDate, appointment.checkupType, today))
  return (
    <>
      <Card inset>
        <CardHeader
          large
          title={appointment.packageName}
          subtitle={appointment.location}
          aside={<CheckupTypeBadge type={appointment.checkupType} />}
        />
        <Text>{`${formatDate(appointment.receptionDate)} ${words.start(formatTime(appointment.checkupTime))}`}</Text>
      </Card>
      <QueryState query={status}>
        {({ progress, stations }) => {
          const now = stations.find((s) => s.state === 'IN_PROGRESS')
          return (
            <>
              <Stack inset>
                {!today && <InfoBox tone="info">{words.beforeTheDay}</InfoBox>}
                {today && progress === 'NOT_RECEIVED' && <InfoBox tone="warning">{words.notReceivedToday}</InfoBox>}
                {now && (
                  <div className={schedule.now} role="status">
                    <Text as="span" size="sm" weight="bold" tone="primary">
                      {words.now}
                    </Text>
                    <Text as="span" size="lg" weight="bold">
                      {now.stationName}
                    </Text>
                    {now.location && <Text as="span">{now.location}</Text>}
                  </div>
                )}
                {progress === 'IN_PROGRESS' && (
                  <Text size="sm" tone="sub">
                    {words.live}
                  </Text>
                )}
                {progress === 'COMPLETED' && (
                  <InfoBox tone="info">
                    {`${words.allDone} ${words.resultsWhen(LIMITS.checkupResultWaitDays[appointment.checkupType])}`}
                  </InfoBox>
                )}
              </Stack>
              <Section title={words.onTheDay}>
                <Stations stations={stations} showState={today} />
              </Section>
            </>
          )
        }}
      </QueryState>
      <Cluster inset fill>
        <LinkButton
          to={href('checkupScheduleDesign', undefined, { receptionId: appointment.receptionId })}
          icon={<ClipboardList aria-hidden="true" />}
        >
          {words.seePlan}
        </LinkButton>
        <LinkButton to={href('checkupResult')} icon={<Microscope aria-hidden="true" />}>
          {words.seeResults}
        </LinkButton>
      </Cluster>
    </>
  )
}

/**
 * Checkup schedule (검진 일정): the checkup day step by step from the status call (default
 * start 8 am): when, what and where; on the day each station's state, the one under way, and
 * the screen reads itself again every 20 seconds.
 */
export default function ScheduleScreen() {
  const session = useSession()
  const patientNo = session.user?.patientNo ?? ''
  return (
    <Page>
      <ChosenCheckup route="checkupSchedule">
        {(appointment) => <Day key={appointment.receptionId} appointment={appointment} patientNo={patientNo} />}
      </ChosenCheckup>
    </Page>
  )
}
