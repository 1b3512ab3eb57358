import { BadgeCheck } from 'lucide-react'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton } from '@/shared/ui'

/** An account that has a patient number books as every patient does. */
export function AlreadyPatient() {
  return (
    <EmptyState
      icon={<BadgeCheck aria-hidden="true" />}
      title={firstVisit.refusals.ALREADY_PATIENT}
      action={
        <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
          {firstVisit.bookAsPatient}
        </LinkButton>
      }
    />
  )
}
