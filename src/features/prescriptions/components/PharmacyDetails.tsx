import type { Pharmacy } from '@/api/generated/rx/model'
import { appClock } from '@/shared/lib/clock'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Badge, CallLink, FactList, InfoBox } from '@/shared/ui'
import { dayOfWeek, hoursOn, hoursText, isOpen, openStateAt, openStateWord, WEEK_ORDER } from '../lib/opening-hours'
import styles from './Prescriptions.module.css'

const { pharmacy: text } = words

/** Whether it takes e-prescriptions and whether it is open now (in words, never colour alone). */
export function PharmacyBadges({ pharmacy }: { pharmacy: Pharmacy }) {
  const state = openStateAt(pharmacy.openingHours, appClock.now())
  return (
    <span className={styles.badges}>
      <Badge tone={isOpen(state) ? 'primary' : 'neutral'}>{openStateWord[state]}</Badge>
      <Badge tone={pharmacy.acceptsErx === 'Y' ? 'info' : 'warning'}>
        {pharmacy.acceptsErx === 'Y' ? text.erx : text.noErx}
      </Badge>
    </span>
  )
}

/**
 * A pharmacy's information: open now, address, phone (a call button), the week's hours with the
 * lunch break (today's marked) and its notice. The pharmacy-info dialog and screen show this.
 */
export function PharmacyDetails({ pharmacy, meters }: { pharmacy: Pharmacy; meters?: number }) {
  const today = dayOfWeek(appClock.now())
  return (
    <div className={styles.cardBody}>
      <PharmacyBadges pharmacy={pharmacy} />
      <FactList
        facts={[
          [text.address, pharmacy.address],
          [text.fromHere, meters === undefined ? undefined : text.distance(meters)],
        ]}
      />
      <CallLink phone={pharmacy.phone}>{text.call(pharmacy.pharmName)}</CallLink>
      <section aria-labelledby={`hours-${pharmacy.pharmCode}`}>
        <h3 id={`hours-${pharmacy.pharmCode}`} className={styles.periodLabel}>
          {text.hoursTitle}
        </h3>
        <dl className={styles.hours}>
          {WEEK_ORDER.map((day) => (
            <div key={day} className={day === today ? styles.today : undefined}>
              <dt>
                {text.days[day]}
                {day === today ? ` (${text.today})` : ''}
              </dt>
              <dd>{hoursText(hoursOn(pharmacy.openingHours, day))}</dd>
            </div>
          ))}
        </dl>
      </section>
      {pharmacy.notice && <InfoBox>{pharmacy.notice}</InfoBox>}
      <p className={styles.statusHint}>{text.holidayNote}</p>
    </div>
  )
}
