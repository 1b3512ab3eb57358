import { Phone } from 'lucide-react'
import { HOSPITAL } from '../../../shared/config/hospital'
import { home } from '../../../shared/messages/home'
import { Section } from '../../../shared/ui'
import styles from './HomeCards.module.css'

/** Opening hours, the phone reservation button and the address. */
export function HospitalContact() {
  return (
    <>
      <Section title={home.openingHours}>
        <dl className={styles.hours}>
          {home.hours.map((row) => (
            <div key={row.days} style={{ display: 'contents' }}>
              <dt>{row.days}</dt>
              <dd>{row.time}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={home.phoneBooking}>
        <div className={styles.contact}>
          <a className={styles.call} href={`tel:${HOSPITAL.phones.appointment}`}>
            <Phone aria-hidden="true" />
            {home.phoneBookingCall}
          </a>
          <p className={styles.muted}>{home.phoneBookingHours}</p>
          <p>
            <span className={styles.muted}>{home.address} </span>
            {HOSPITAL.address}
          </p>
        </div>
      </Section>
    </>
  )
}
