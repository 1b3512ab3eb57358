import { HOSPITAL } from '@/shared/config/hospital'
import { hospital } from '@/shared/messages/hospital'
import { CallLink, InfoBox, Stack } from '@/shared/ui'
import { screenErrors } from '@/shared/messages/screen-errors'

const { doctor } = hospital

/** Spec section 8: mobile booking is not possible for this doctor; book by phone or visit. */
export function NotBookableNotice() {
  return (
    <Stack>
      <InfoBox tone="warning" title={screenErrors.notBookable}>
        {doctor.phoneHours}
      </InfoBox>
      <CallLink phone={HOSPITAL.phones.appointment} primary>
        {doctor.callToBook}
      </CallLink>
    </Stack>
  )
}
