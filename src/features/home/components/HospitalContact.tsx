import { ChevronRight, Phone } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { FactList, Section } from '@/shared/ui'
import styles from './HomeCards.module.css'

/** Opening hours, the phone reservation button, the address and the way to come. */
export function HospitalContact() {
  return (
    <>
      <Section title={home.openingHours}>
        <FactList facts={home.hours.map((row) => [row.days, row.time] as const)} className={styles.hours} />
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
          <AppLink className={styles.wayLink} to={href('hospitalFacilityWaytogo')}>
            {home.wayToGo}
            {/* An icon the home screen already loads: nothing added to its first load. */}
            <ChevronRight aria-hidden="true" />
          </AppLink>
        </div>
      </Section>
    </>
  )
}
