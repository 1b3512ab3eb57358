import { IdCard, UserPlus } from 'lucide-react'
import { home } from '@/shared/messages/home'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import type { Session } from '@/shared/session/use-session'
import { Badge, Button, Card, CardHeader, LinkButton, Text } from '@/shared/ui'

/** The greeting, with the patient card button, or the register button when there is no patient number. */
export function Greeting({ session }: { session: Session }) {
  const overlays = useOverlays()
  const name = session.user?.userName ?? ''
  return (
    <Card as="section" inset aria-labelledby="home-greeting">
      <CardHeader
        large
        titleId="home-greeting"
        title={home.greeting(name)}
        aside={session.isFamilySelected && <Badge tone="primary">{home.familyBadge}</Badge>}
      />
      {session.hasPatientNo ? (
        <Button size="lg" fullWidth icon={<IdCard aria-hidden="true" />} onClick={() => overlays.openPatientCard()}>
          {home.patientCard}
        </Button>
      ) : (
        <>
          <Text tone="sub">{home.registerHint}</Text>
          <LinkButton
            variant="primary"
            size="lg"
            fullWidth
            to={href('registerPatient')}
            icon={<UserPlus aria-hidden="true" />}
          >
            {home.registerPatientNo}
          </LinkButton>
        </>
      )}
    </Card>
  )
}
