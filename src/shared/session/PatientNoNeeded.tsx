import { IdCard } from 'lucide-react'
import { messages } from '../messages'
import { AppLink } from '../navigation/AppLink'
import { href } from '../routes/route-table'
import { EmptyState } from '../ui'
import styles from './PatientNoNeeded.module.css'

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
        <AppLink className={styles.register} to={href('registerPatient')}>
          {words.register}
        </AppLink>
      }
    />
  )
}
