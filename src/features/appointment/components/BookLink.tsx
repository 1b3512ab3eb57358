import { CalendarPlus } from 'lucide-react'
import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import styles from './Appointment.module.css'

/** The way on from an empty inquiry: book a visit. */
export function BookLink() {
  return (
    <AppLink className={styles.primaryLink} to={href('outpatientAppointmentStep1')}>
      <CalendarPlus aria-hidden="true" />
      {appointment.inquiry.book}
    </AppLink>
  )
}
