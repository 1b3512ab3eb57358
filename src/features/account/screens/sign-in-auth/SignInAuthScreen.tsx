import { Phone, Smartphone } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { HOSPITAL } from '@/shared/config/hospital'
import { account } from '@/shared/messages/account'
import { BottomAction, Button, InfoBox, Intro, LinkButton, Stack, Text } from '@/shared/ui'
import { useIdentitySignIn } from '@/features/account/hooks/use-identity-sign-in'
import { readReturnTo } from '@/features/account/lib/router-state'

const { signIn } = account

/**
 * Sign-in (spec section 1): id and social login were replaced by phone identity verification on
 * 2023.11.21. One button: the shell verifies, the app signs in and goes back where the guard
 * stopped the patient (or home); without an account it goes on to the sign-up terms.
 */
export default function SignInAuthScreen() {
  const location = useLocation()
  const { start, isPending } = useIdentitySignIn()
  const returnTo = readReturnTo(location.state)

  return (
    <>
      <Intro icon={<Smartphone aria-hidden="true" />} title={signIn.title}>
        {signIn.description}
      </Intro>
      <Stack inset>
        <InfoBox title={signIn.noticeTitle}>{signIn.notice}</InfoBox>
        <Text size="sm" tone="sub">
          {signIn.help}
        </Text>
        <LinkButton href={`tel:${HOSPITAL.phones.inquiry}`} icon={<Phone aria-hidden="true" />}>
          {signIn.callInquiry}
        </LinkButton>
      </Stack>
      <BottomAction>
        <Button
          size="lg"
          icon={<Smartphone aria-hidden="true" />}
          loading={isPending}
          onClick={() => void start({ returnTo })}
        >
          {signIn.button}
        </Button>
      </BottomAction>
    </>
  )
}
