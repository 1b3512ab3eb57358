import { LogIn, UserPlus } from 'lucide-react'
import { payment } from '@/shared/messages/payment'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, InfoBox, LinkButton, Page, Section, SkeletonList, Stack, Text } from '@/shared/ui'
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
          <LinkButton variant="primary" to={href('accountSignInAuth')}>
            {hipass.signIn}
          </LinkButton>
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
          <LinkButton variant="primary" to={href('registerPatient')}>
            {hipass.registerPatient}
          </LinkButton>
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
    <Page>
      <Section title={hipass.whatTitle} padded>
        <Text>{hipass.what}</Text>
      </Section>
      <Section title={hipass.cardTitle}>
        <CardSection />
      </Section>
      <Section title={hipass.stepsTitle}>
        <ol className={styles.steps}>
          {hipass.steps.map((step) => (
            <li key={step.title}>
              <Text as="span" weight="bold">
                {step.title}
              </Text>
              <Text as="span" size="sm" tone="sub">
                {step.body}
              </Text>
            </li>
          ))}
        </ol>
      </Section>
      <Stack inset>
        <InfoBox tone="warning">{hipass.note}</InfoBox>
      </Stack>
    </Page>
  )
}
