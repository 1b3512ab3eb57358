import { useQuery } from '@tanstack/react-query'
import { BellRing, ListOrdered } from 'lucide-react'
import { useState } from 'react'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import { kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { nativeBridge } from '@/shared/native'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Button, InfoBox, QueryState, Section } from '@/shared/ui'
import { statusQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ChosenCheckup } from '@/features/checkup/components/ChosenCheckup'
import styles from '@/features/checkup/components/Checkup.module.css'
import schedule from '@/features/checkup/components/Schedule.module.css'
import { Stations } from '@/features/checkup/components/Stations'
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
      <div className={styles.headline}>
        <h2 className={styles.headlineTitle}>
          {appointment.packageName} <CheckupTypeBadge type={appointment.checkupType} />
        </h2>
        <p className={styles.paragraph}>
          {formatDate(appointment.receptionDate)} {words.start(formatTime(appointment.checkupTime))}
        </p>
        <p className={styles.muted}>{words.planIntro}</p>
      </div>
      <QueryState query={status}>
        {({ stations }) =>
          preparationPlan(appointment.receptionDate, appointment.checkupTime, stations).map((day) => (
            <Section key={day.daysBefore} title={`${words.dayLabel[day.daysBefore]} · ${formatDate(day.date)}`}>
              <ul className={schedule.plan}>
                {day.items.map((item) => (
                  <li key={item.step} className={schedule.planItem}>
                    <span className={schedule.planTime}>{item.time ? formatTime(item.time) : ''}</span>
                    <span>{words.steps[item.step]}</span>
                  </li>
                ))}
              </ul>
              {day.daysBefore === 0 && (
                <Section title={words.onTheDay} variant="plain">
                  <Stations stations={stations} showState={false} />
                </Section>
              )}
            </Section>
          ))
        }
      </QueryState>
      <InfoBox tone="info">{words.alarmHint}</InfoBox>
      <div className={styles.links}>
        <Button variant="secondary" loading={setting} onClick={() => void remind()}>
          <BellRing aria-hidden="true" />
          {words.alarm}
        </Button>
        <AppLink
          className={styles.linkButton}
          to={href('checkupSchedule', undefined, { receptionId: appointment.receptionId })}
        >
          <ListOrdered aria-hidden="true" />
          {words.seeDay}
        </AppLink>
      </div>
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
    <div className={styles.page}>
      <ChosenCheckup route="checkupScheduleDesign">
        {(appointment) => <Plan key={appointment.receptionId} appointment={appointment} patientNo={patientNo} />}
      </ChosenCheckup>
    </div>
  )
}
