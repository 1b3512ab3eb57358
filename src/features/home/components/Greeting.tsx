import { CalendarCheck, CalendarDays, IdCard, UserPlus } from 'lucide-react'
import { useLoadedAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { loadChunk } from '@/shared/lazy'
import { home } from '@/shared/messages/home'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import type { Session } from '@/shared/session/use-session'
import { Badge, Button, Card, CardHeader, LinkButton, Text } from '@/shared/ui'
import styles from './HomeCards.module.css'

// What is owed and the family row need calls of their own: loaded once home has painted.
const loadExtras = () => loadChunk(() => import('./GreetingExtras'), { onNewVersion: 'fail' })

export interface GreetingProps {
  session: Session
  /** The outpatient's next steps (booking, paying) under the card: not while in hospital. */
  quick?: boolean
}

/**
 * The greeting, with the patient card button (or the register button when there is no patient
 * number), booking and the booked visits (above the fold on a 390 x 844 phone, whatever today
 * holds), what is still owed, and the family one tap away.
 */
export function Greeting({ session, quick = false }: GreetingProps) {
  const overlays = useOverlays()
  const extras = useLoadedAfterFirstPaint(loadExtras)
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
      {session.hasPatientNo && quick && (
        <nav aria-label={home.quick.label} className={styles.quick}>
          <LinkButton to={href('outpatientAppointmentStep1')} icon={<CalendarCheck aria-hidden="true" />}>
            {home.quick.book}
          </LinkButton>
          <LinkButton to={href('outpatientAppointmentInquiryClinic')} icon={<CalendarDays aria-hidden="true" />}>
            {home.quick.inquiry}
          </LinkButton>
        </nav>
      )}
      {extras && <extras.GreetingExtras owed={session.hasPatientNo && quick} />}
    </Card>
  )
}
