import { Phone } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { appointment } from '@/shared/messages/appointment'
import { InfoBox, LinkButton, Stack } from '@/shared/ui'
import { screenErrors } from '@/shared/messages/screen-errors'

const { step1Doctor: words } = appointment

/** The not-bookable message in the flow of a screen, with the appointment line. */
export function NotBookableInfo() {
  return (
    <Stack inset>
      <InfoBox tone="warning">
        <p>{screenErrors.notBookable}</p>
        <p>{words.phoneHours}</p>
      </InfoBox>
      <LinkButton href={`tel:${HOSPITAL.phones.appointment}`} icon={<Phone aria-hidden="true" />}>
        {words.callToBook}
      </LinkButton>
    </Stack>
  )
}
