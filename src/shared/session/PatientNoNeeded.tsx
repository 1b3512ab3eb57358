import { IdCard } from 'lucide-react'
import { messages } from '../messages'
import { href } from '../routes/route-table'
import { EmptyState, LinkButton } from '../ui'

const words = messages.common.patientNoNeeded

/**
 * What a screen about the patient's own care shows to a signed-in patient without a patient
 * number (its calls would only be refused): why, and the way to register.
 */
export function PatientNoNeeded() {
  return (
    <EmptyState
      icon={<IdCard aria-hidden="true" />}
      title={words.title}
      description={words.description}
      action={
        <LinkButton variant="primary" to={href('registerPatient')}>
          {words.register}
        </LinkButton>
      }
    />
  )
}
