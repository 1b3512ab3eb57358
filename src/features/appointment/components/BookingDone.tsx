import { CircleCheck } from 'lucide-react'
import { formatDateTime } from '@/shared/lib/dates'
import { appointment as appointmentWords } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { FactList } from '@/shared/ui'
import styles from './Appointment.module.css'

const { done: words, step3, visitType: visitTypeNames } = appointmentWords

export interface BookedAppointment {
  appointmentId: string
  appointmentDate: string
  appointmentTime: string
  departmentName: string
  doctorName: string
  /** The doctor's title as the confirmation showed it (조교수, 부교수 ...): one title for one doctor. */
  position?: string | undefined
  visitType: 'FIRST' | 'REVISIT'
  location?: string | undefined
}

/** The booking is made: what was booked, where to see it, and an alarm. */
export function BookingDone({ appointment }: { appointment: BookedAppointment }) {
  return (
    <>
      <div className={styles.done} role="status">
        <CircleCheck className={styles.doneIcon} aria-hidden="true" />
        <h2 className={styles.doneTitle}>{words.title}</h2>
        <p className={styles.hint}>{words.description}</p>
      </div>
      <div className={styles.listSection}>
        <div className={styles.card}>
          <FactList
            facts={[
              [
                step3.dateTime,
                <span className={styles.emphasis}>
                  {formatDateTime(appointment.appointmentDate, appointment.appointmentTime)}
                </span>,
              ],
              [step3.department, appointment.departmentName],
              [step3.doctor, appointmentWords.doctorName(appointment.doctorName, appointment.position)],
              [step3.visitType, visitTypeNames[appointment.visitType]],
              [step3.location, appointment.location ?? step3.locationUnknown],
              [words.appointmentId, appointment.appointmentId],
            ]}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <AppLink className={styles.primaryLink} to={href('outpatientAppointmentInquiryClinic')}>
          {words.toInquiry}
        </AppLink>
        <AppLink
          className={styles.linkButton}
          to={href('alarmSettings', {
            appointmentId: appointment.appointmentId,
            appointmentDate: appointment.appointmentDate,
            appointmentTime: appointment.appointmentTime,
            routeInfo: 'clinic',
          })}
        >
          {words.setAlarm}
        </AppLink>
        <AppLink className={styles.linkButton} to={href('home')}>
          {words.toHome}
        </AppLink>
      </div>
    </>
  )
}
