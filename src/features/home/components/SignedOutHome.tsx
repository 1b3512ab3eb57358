import { LogIn } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { href } from '@/shared/routes/route-table'
import { Card, CardHeader, LinkButton, Text } from '@/shared/ui'

/** Signed out: the login prompt (spec: home shows a login prompt). */
export function SignedOutHome() {
  return (
    <Card as="section" inset aria-labelledby="home-signed-out">
      <CardHeader large titleId="home-signed-out" title={home.signedOutTitle} />
      <Text tone="sub">{home.signedOutHint}</Text>
      <LinkButton
        variant="primary"
        size="lg"
        fullWidth
        to={href('accountSignInAuth')}
        icon={<LogIn aria-hidden="true" />}
      >
        {home.signIn}
      </LinkButton>
    </Card>
  )
}
