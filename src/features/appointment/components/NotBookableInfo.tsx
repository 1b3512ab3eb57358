import { Phone } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { appointment } from '@/shared/messages/appointment'
import { InfoBox, LinkButton, Stack } from '@/shared/ui'

const { step1Doctor: words } = appointment

/** The not-bookable message in the flow of a screen, with the appointment line. */
export function NotBookableInfo() {
  return (
    <Stack inset>
      <InfoBox tone="warning">
        <p>{messages.errors.notBookable}</p>
        <p>{words.phoneHours}</p>
      </InfoBox>
      <LinkButton href={`tel:${HOSPITAL.phones.appointment}`} icon={<Phone aria-hidden="true" />}>
        {words.callToBook}
      </LinkButton>
    </Stack>
  )
}
