import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { ShieldCheck, Smartphone } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import type { TermsList, VerifiedPerson } from '@/api/generated/account/model'
import { errorMessageOf } from '@/api/http'
import { formatDate } from '@/shared/lib/korea-time'
import { formatPhone } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { appInfoQuery } from '@/shared/native/app-info-query'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { completeSignIn } from '@/shared/session/session-actions'
import { useStartSession } from '@/shared/session/use-start-session'
import { Badge, Button, Card, Cluster, EmptyState, Intro, QueryState, Stack } from '@/shared/ui'
import { signUpTermsQuery, verifiedPersonQuery } from '@/features/account/account.queries'
import { InfoList } from '@/features/account/components/InfoList'
import { TermsAgreementForm } from '@/features/account/components/TermsAgreementForm'
import { useIdentitySignIn } from '@/features/account/hooks/use-identity-sign-in'
import { readVerificationId } from '@/features/account/lib/router-state'
import { marketingYnOf } from '@/features/account/lib/terms'
import { toIsoDate } from '@/features/account/lib/validation'
import { isSpentVerification } from '@/features/account/lib/verification'

const { signUp } = account

/**
 * Reached without a verification (a direct visit), or with one the server no longer takes (its
 * ten minutes are over, it was used): verify first.
 */
function NoIdentity({ reason }: { reason?: string }) {
  const { start, isPending } = useIdentitySignIn()
  return (
    <EmptyState
      icon={<Smartphone aria-hidden="true" />}
      title={reason ?? signUp.noIdentityTitle}
      description={signUp.noIdentityDescription}
      action={
        <Button loading={isPending} onClick={() => void start({ replace: true })}>
          {signUp.startVerification}
        </Button>
      }
    />
  )
}

function SignUp({
  verificationId,
  person,
  personKey,
}: {
  verificationId: string
  person: VerifiedPerson
  personKey: QueryKey
}) {
  const query = useQuery(signUpTermsQuery())
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const signUpCall = useStartSession()

  const submit = async (terms: TermsList, agreedTermsIds: number[]) => {
    const hide = overlays.showSpinner()
    try {
      const marketingYn = marketingYnOf(terms, agreedTermsIds)
      // The shell signs up with the handle and its own device id, and keeps the refresh credential.
      const login = await signUpCall
        .mutateAsync({ kind: 'sign-up', verificationId, agreedTermsIds, marketingYn })
        // The server's refusal (under 14, already a member, a spent verification) is shown by the
        // error dialog; a spent verification is read again, and the screen asks for a new one.
        .catch((error: unknown) => {
          if (isSpentVerification(error)) void queryClient.invalidateQueries({ queryKey: personKey })
          return undefined
        })
      if (!login) return
      try {
        await completeSignIn(queryClient, login)
      } catch (error) {
        await overlays.alert({ message: errorMessageOf(error), tone: 'error' })
        return
      }
      hide()
      await navigation.navigate(href('accountSignUpComplete'), { replace: true })
    } finally {
      hide()
    }
  }

  return (
    <>
      <Intro icon={<ShieldCheck aria-hidden="true" />} title={signUp.title(person.userName)}>
        {signUp.under14Hint}
      </Intro>
      <Stack inset>
        <Card>
          <Cluster>
            <Badge tone="primary">{signUp.verified}</Badge>
          </Cluster>
          <InfoList
            items={[
              { label: account.management.name, value: person.userName },
              { label: signUp.birthDate, value: formatDate(toIsoDate(person.birthDate), false) },
              { label: signUp.phone, value: formatPhone(person.cellphoneNumber) },
            ]}
          />
        </Card>
      </Stack>
      <QueryState
        query={query}
        isEmpty={(terms) => terms.length === 0}
        empty={<EmptyState title={signUp.noTerms} description={signUp.noTermsHint} />}
      >
        {(terms) => (
          <TermsAgreementForm
            terms={terms}
            pending={signUpCall.isPending}
            onSubmit={(agreed) => submit(terms, agreed)}
          />
        )}
      </QueryState>
    </>
  )
}

/** Who verified, as the server holds it under the handle; a spent handle asks for a new verification. */
function VerifiedSignUp({ verificationId, deviceId }: { verificationId: string; deviceId: string }) {
  const personQuery = verifiedPersonQuery({ verificationId, deviceId })
  const person = useQuery(personQuery)
  if (person.isError && isSpentVerification(person.error)) return <NoIdentity reason={errorMessageOf(person.error)} />
  return (
    <QueryState query={person}>
      {(verified) => <SignUp verificationId={verificationId} person={verified} personKey={personQuery.queryKey} />}
    </QueryState>
  )
}

/**
 * Sign-up terms (spec section 1): the verified person (read from the server by the handle the
 * sign-in passed on, never carried in the page's state), the SIGNUP terms with "agree to all"
 * and each text behind "보기"; agreeing signs up and signs in, then the welcome screen.
 */
export default function SignUpTermsScreen() {
  const location = useLocation()
  const verificationId = readVerificationId(location.state)
  const device = useQuery({ ...appInfoQuery(), select: (info) => info.deviceId })
  if (!verificationId) return <NoIdentity />
  return (
    <QueryState query={device}>
      {(deviceId) => <VerifiedSignUp key={verificationId} verificationId={verificationId} deviceId={deviceId} />}
    </QueryState>
  )
}
