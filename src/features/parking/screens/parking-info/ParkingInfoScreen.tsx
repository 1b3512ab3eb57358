import { useQuery } from '@tanstack/react-query'
import { LogIn, UserPlus } from 'lucide-react'
import { FreeParkingTable } from '@/shared/blocks/parking/FreeParkingTable'
import { parking } from '@/shared/messages/parking'
import { AppLink } from '@/shared/navigation/AppLink'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { CallLink, EmptyState, InfoBox, LinkButton, Page, QueryState, Section, SkeletonList, Stack } from '@/shared/ui'
import styles from '@/features/parking/components/Parking.module.css'
import { RegisteredCars } from '@/features/parking/components/RegisteredCars'
import { carInfoQuery } from '@/features/parking/parking.queries'

const { register: words, category } = parking

/** The patient's cars and today's free hours, from one call. */
function Registration() {
  const query = useQuery(carInfoQuery())
  return (
    <QueryState query={query}>
      {(info) => (
        <>
          <OfflineNotice since={receivedAt(query)} actions />
          <Section title={words.carsTitle}>
            <RegisteredCars info={info} />
          </Section>
          <Section title={words.todayTitle}>
            <div className={styles.today}>
              <p className={styles.todayText}>{words.today(category[info.parkingCategory], info.freeParkingHours)}</p>
              <p className={styles.meta}>{words.todayHint}</p>
            </div>
            <FreeParkingTable current={info.parkingCategory} />
          </Section>
        </>
      )}
    </QueryState>
  )
}

/** Without a patient number (or signed out) the hours are still worth reading. */
function WithoutRegistration({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <EmptyState
        icon={signedIn ? <UserPlus aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        title={signedIn ? words.registerPatientTitle : words.signInTitle}
        description={signedIn ? words.registerPatientHint : undefined}
        action={
          <LinkButton variant="primary" to={href(signedIn ? 'registerPatient' : 'accountSignInAuth')}>
            {signedIn ? words.registerPatient : words.signIn}
          </LinkButton>
        }
      />
      <Section title={words.allTitle}>
        <FreeParkingTable />
      </Section>
    </>
  )
}

/**
 * Parking registration (주차 차량등록): register, change or remove up to two car numbers
 * (checked with the Korean plate rule), and the free hours that apply to the patient today.
 */
export default function ParkingInfoScreen() {
  const session = useSession()
  return (
    <Page>
      <Stack inset>
        <InfoBox>{words.intro}</InfoBox>
      </Stack>
      {session.isLoading ? (
        <SkeletonList rows={3} />
      ) : session.hasPatientNo ? (
        <Registration />
      ) : (
        <WithoutRegistration signedIn={session.isSignedIn} />
      )}
      <Stack inset>
        <AppLink className={styles.textLink} to={href('hospitalFacilityParking')}>
          {words.guide}
        </AppLink>
        <CallLink phone={words.officePhone}>{words.office}</CallLink>
      </Stack>
    </Page>
  )
}
