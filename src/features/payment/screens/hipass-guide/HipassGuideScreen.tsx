import { LogIn, UserPlus } from 'lucide-react'
import { payment } from '@/shared/messages/payment'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, InfoBox, Section, SkeletonList } from '@/shared/ui'
import { HipassCardPanel } from '@/features/payment/components/HipassCardPanel'
import styles from '@/features/payment/components/Payment.module.css'

const { hipass } = payment

function CardSection() {
  const session = useSession()
  if (session.isLoading) return <SkeletonList rows={1} />
  if (!session.isSignedIn) {
    return (
      <EmptyState
        icon={<LogIn aria-hidden="true" />}
        title={hipass.signInTitle}
        description={hipass.signInHint}
        action={
          <AppLink className={styles.primaryLink} to={href('accountSignInAuth')}>
            {hipass.signIn}
          </AppLink>
        }
      />
    )
  }
  if (!session.hasPatientNo || !session.user?.patientNo) {
    return (
      <EmptyState
        icon={<UserPlus aria-hidden="true" />}
        title={hipass.notRegistered}
        description={hipass.registerPatientHint}
        action={
          <AppLink className={styles.primaryLink} to={href('registerPatient')}>
            {hipass.registerPatient}
          </AppLink>
        }
      />
    )
  }
  return <HipassCardPanel patientNo={session.user.patientNo} />
}

/**
 * The hi-pass card guide (진료비 하이패스, public): what it is and how it works in steps; signed
 * in with a patient number, the registered card with register or unregister; signed out, the
 * way to sign in.
 */
export default function HipassGuideScreen() {
  return (
    <div className={styles.page}>
      <Section title={hipass.whatTitle}>
        <p className={styles.text}>{hipass.what}</p>
      </Section>
      <Section title={hipass.cardTitle}>
        <CardSection />
      </Section>
      <Section title={hipass.stepsTitle}>
        <ol className={styles.steps}>
          {hipass.steps.map((step) => (
            <li key={step.title}>
              <span className={styles.stepTitle}>{step.title}</span>
              <span className={styles.stepBody}>{step.body}</span>
            </li>
          ))}
        </ol>
      </Section>
      <div className={styles.intro}>
        <InfoBox tone="warning">{hipass.note}</InfoBox>
      </div>
    </div>
  )
}
