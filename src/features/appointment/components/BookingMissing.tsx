import { appointment } from '@/shared/messages/appointment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState } from '@/shared/ui'
import styles from './Appointment.module.css'

/** A step reached without what it needs (an old link): back to the start of the booking. */
export function BookingMissing({ message }: { message: string }) {
  return (
    <EmptyState
      title={message}
      action={
        <AppLink className={styles.primaryLink} to={href('outpatientAppointmentStep1')}>
          {appointment.step1Doctor.chooseDepartment}
        </AppLink>
      }
    />
  )
}
