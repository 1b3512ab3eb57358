import { LogIn } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import styles from './HomeCards.module.css'

/** Signed out: the login prompt (spec: home shows a login prompt). */
export function SignedOutHome() {
  return (
    <section className={styles.hero} aria-labelledby="home-signed-out">
      <h2 id="home-signed-out" className={styles.heroTitle}>
        {home.signedOutTitle}
      </h2>
      <p className={styles.heroHint}>{home.signedOutHint}</p>
      <AppLink className={styles.primaryLink} to={href('accountSignInAuth')}>
        <LogIn aria-hidden="true" />
        {home.signIn}
      </AppLink>
    </section>
  )
}
