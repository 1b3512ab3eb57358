import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, Smartphone } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { useSignUpByMobileAuth } from '@/api/generated/account'
import type { MobileAuthResult, TermsList } from '@/api/generated/account/model'
import { errorMessageOf } from '@/api/http'
import { formatDate } from '@/shared/lib/dates'
import { formatPhone } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { completeSignIn } from '@/shared/session/session-actions'
import { Badge, Button, Card, Cluster, EmptyState, QueryState, Stack } from '@/shared/ui'
import { signUpTermsQuery } from '@/features/account/account.queries'
import { InfoList } from '@/features/account/components/InfoList'
import { ScreenIntro } from '@/features/account/components/ScreenIntro'
import { TermsAgreementForm } from '@/features/account/components/TermsAgreementForm'
import { useIdentitySignIn } from '@/features/account/hooks/use-identity-sign-in'
import { readIdentity } from '@/features/account/lib/router-state'
import { marketingYnOf } from '@/features/account/lib/terms'
import { toIsoDate } from '@/features/account/lib/validation'

const { signUp } = account

/** Reached without a verification (a direct visit or a reload): verify first. */
function NoIdentity() {
  const { start, isPending } = useIdentitySignIn()
  return (
    <EmptyState
      icon={<Smartphone aria-hidden="true" />}
      title={signUp.noIdentityTitle}
      description={signUp.noIdentityDescription}
      action={
        <Button loading={isPending} onClick={() => void start({ replace: true })}>
          {signUp.startVerification}
        </Button>
      }
    />
  )
}

function SignUp({ identity }: { identity: MobileAuthResult }) {
  const query = useQuery(signUpTermsQuery())
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const signUpCall = useSignUpByMobileAuth()

  const submit = async (terms: TermsList, agreedTermsIds: number[]) => {
    const hide = overlays.showSpinner()
    try {
      const login = await signUpCall
        .mutateAsync({ data: { identity, agreedTermsIds, marketingYn: marketingYnOf(terms, agreedTermsIds) } })
        // The server's refusal (under 14, already a member) is shown by the error dialog.
        .catch(() => undefined)
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
      <ScreenIntro icon={<ShieldCheck aria-hidden="true" />} title={signUp.title(identity.userName)}>
        {signUp.under14Hint}
      </ScreenIntro>
      <Stack inset>
        <Card>
          <Cluster>
            <Badge tone="primary">{signUp.verified}</Badge>
          </Cluster>
          <InfoList
            items={[
              { label: account.management.name, value: identity.userName },
              { label: signUp.birthDate, value: formatDate(toIsoDate(identity.birthDate), false) },
              { label: signUp.phone, value: formatPhone(identity.cellphoneNumber) },
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

/**
 * Sign-up terms (spec section 1): the verified person, the SIGNUP terms with "agree to all" and
 * each text behind "보기"; agreeing signs up and signs in, then the welcome screen.
 */
export default function SignUpTermsScreen() {
  const location = useLocation()
  const identity = readIdentity(location.state)
  return identity ? <SignUp key={identity.ci} identity={identity} /> : <NoIdentity />
}
