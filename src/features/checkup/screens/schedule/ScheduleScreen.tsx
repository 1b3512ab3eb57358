import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Microscope } from 'lucide-react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { LIMITS } from '@/shared/config/constants'
import { formatDate, formatTime, todayKst } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { InfoBox, QueryState, Section } from '@/shared/ui'
import { statusQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ChosenCheckup } from '@/features/checkup/components/ChosenCheckup'
import styles from '@/features/checkup/components/Checkup.module.css'
import schedule from '@/features/checkup/components/Schedule.module.css'
import { Stations } from '@/features/checkup/components/Stations'

const { schedule: words } = checkup

function Day({ appointment, patientNo }: { appointment: CheckupAppointment; patientNo: string }) {
  const today = appointment.receptionDate === todayKst()
  const status = useQuery(statusQuery(patientNo, appointment.receptionDate, appointment.checkupType, today))
  return (
    <>
      <div className={styles.headline}>
        <h2 className={styles.headlineTitle}>
          {appointment.packageName} <CheckupTypeBadge type={appointment.checkupType} />
        </h2>
        <p className={styles.paragraph}>
          {formatDate(appointment.receptionDate)} {words.start(formatTime(appointment.checkupTime))}
        </p>
        {appointment.location && <p className={styles.muted}>{appointment.location}</p>}
      </div>
      <QueryState query={status}>
        {({ progress, stations }) => {
          const now = stations.find((s) => s.state === 'IN_PROGRESS')
          return (
            <>
              {!today && <InfoBox tone="info">{words.beforeTheDay}</InfoBox>}
              {today && progress === 'NOT_RECEIVED' && <InfoBox tone="warning">{words.notReceivedToday}</InfoBox>}
              {now && (
                <div className={schedule.now} role="status">
                  <span className={schedule.nowLabel}>{words.now}</span>
                  <span className={schedule.nowName}>{now.stationName}</span>
                  {now.location && <span>{now.location}</span>}
                </div>
              )}
              {progress === 'IN_PROGRESS' && <p className={styles.muted}>{words.live}</p>}
              {progress === 'COMPLETED' && (
                <InfoBox tone="info">
                  {words.allDone} {words.resultsWhen(LIMITS.checkupResultWaitDays[appointment.checkupType])}
                </InfoBox>
              )}
              <Section title={words.onTheDay}>
                <Stations stations={stations} showState={today} />
              </Section>
            </>
          )
        }}
      </QueryState>
      <div className={styles.links}>
        <AppLink
          className={styles.linkButton}
          to={href('checkupScheduleDesign', undefined, { receptionId: appointment.receptionId })}
        >
          <ClipboardList aria-hidden="true" />
          {words.seePlan}
        </AppLink>
        <AppLink className={styles.linkButton} to={href('checkupResult')}>
          <Microscope aria-hidden="true" />
          {words.seeResults}
        </AppLink>
      </div>
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
    <div className={styles.page}>
      <ChosenCheckup route="checkupSchedule">
        {(appointment) => <Day key={appointment.receptionId} appointment={appointment} patientNo={patientNo} />}
      </ChosenCheckup>
    </div>
  )
}
