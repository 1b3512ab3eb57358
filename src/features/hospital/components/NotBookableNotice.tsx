import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { hospital } from '@/shared/messages/hospital'
import { InfoBox } from '@/shared/ui'
import { CallLink } from '@/shared/ui'
import styles from './Hospital.module.css'

const { doctor } = hospital

/** Spec section 8: mobile booking is not possible for this doctor; book by phone or visit. */
export function NotBookableNotice() {
  return (
    <div className={styles.notBookable}>
      <InfoBox tone="warning">
        <p>{messages.errors.notBookable}</p>
        <p>{doctor.phoneHours}</p>
      </InfoBox>
      <CallLink phone={HOSPITAL.phones.appointment} primary>
        {doctor.callToBook}
      </CallLink>
    </div>
  )
}
