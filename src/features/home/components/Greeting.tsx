import { IdCard, UserPlus } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import type { Session } from '@/shared/session/use-session'
import { Badge } from '@/shared/ui'
import styles from './HomeCards.module.css'

/** The greeting, with the patient card button, or the register button when there is no patient number. */
export function Greeting({ session }: { session: Session }) {
  const overlays = useOverlays()
  const name = session.user?.userName ?? ''
  return (
    <section className={styles.hero} aria-labelledby="home-greeting">
      <h2 id="home-greeting" className={styles.heroTitle}>
        {home.greeting(name)}
        {session.isFamilySelected && <Badge tone="primary">{home.familyBadge}</Badge>}
      </h2>
      {session.hasPatientNo ? (
        <button type="button" className={styles.primaryLink} onClick={() => overlays.openPatientCard()}>
          <IdCard aria-hidden="true" />
          {home.patientCard}
        </button>
      ) : (
        <>
          <p className={styles.heroHint}>{home.registerHint}</p>
          <AppLink className={styles.primaryLink} to={href('registerPatient')}>
            <UserPlus aria-hidden="true" />
            {home.registerPatientNo}
          </AppLink>
        </>
      )}
    </section>
  )
}
