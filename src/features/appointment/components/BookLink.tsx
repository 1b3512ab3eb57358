import { CalendarPlus } from 'lucide-react'
import { appointment } from '@/shared/messages/appointment'
import { href } from '@/shared/routes/route-table'
import { LinkButton } from '@/shared/ui'

/** The way on from an empty inquiry: book a visit. */
export function BookLink() {
  return (
    <LinkButton variant="primary" to={href('outpatientAppointmentStep1')} icon={<CalendarPlus aria-hidden="true" />}>
      {appointment.inquiry.book}
    </LinkButton>
  )
}
