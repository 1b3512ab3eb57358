import { Hospital } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { CallLink, Card, Intro, LinkButton, Stack } from '@/shared/ui'
import styles from './FirstVisit.module.css'

/** What a first visit request is, its three steps, and the way to start it (or to call). */
export function FirstVisitIntro() {
  return (
    <Stack gap={4}>
      <Intro icon={<Hospital aria-hidden="true" />} title={firstVisit.intro.title}>
        {firstVisit.intro.body}
      </Intro>
      <Card inset>
        <ol className={styles.steps}>
          {firstVisit.intro.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <Stack inset gap={3}>
        <LinkButton variant="primary" size="lg" fullWidth to={href('firstVisitNew')}>
          {firstVisit.intro.start}
        </LinkButton>
        <CallLink phone={HOSPITAL.phones.appointment} fullWidth>
          {firstVisit.intro.byPhone}
        </CallLink>
      </Stack>
    </Stack>
  )
}
