import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { hospital } from '@/shared/messages/hospital'
import { CallLink, InfoBox, Stack } from '@/shared/ui'

const { doctor } = hospital

/** Spec section 8: mobile booking is not possible for this doctor; book by phone or visit. */
export function NotBookableNotice() {
  return (
    <Stack>
      <InfoBox tone="warning" title={messages.errors.notBookable}>
        {doctor.phoneHours}
      </InfoBox>
      <CallLink phone={HOSPITAL.phones.appointment} primary>
        {doctor.callToBook}
      </CallLink>
    </Stack>
  )
}
