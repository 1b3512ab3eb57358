import { Phone } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { appointment } from '@/shared/messages/appointment'
import { InfoBox } from '@/shared/ui'
import styles from './Appointment.module.css'

const { step1Doctor: words } = appointment

/** The not-bookable message in the flow of a screen, with the appointment line. */
export function NotBookableInfo() {
  return (
    <div className={styles.body}>
      <InfoBox tone="warning">
        <p>{messages.errors.notBookable}</p>
        <p>{words.phoneHours}</p>
      </InfoBox>
      <a className={styles.call} href={`tel:${HOSPITAL.phones.appointment}`}>
        <Phone aria-hidden="true" />
        {words.callToBook}
      </a>
    </div>
  )
}
