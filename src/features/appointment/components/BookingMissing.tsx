import { appointment } from '@/shared/messages/appointment'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton } from '@/shared/ui'

/** A step reached without what it needs (an old link): back to the start of the booking. */
export function BookingMissing({ message }: { message: string }) {
  return (
    <EmptyState
      title={message}
      action={
        <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
          {appointment.step1Doctor.chooseDepartment}
        </LinkButton>
      }
    />
  )
}
