import { HOSPITAL } from '@/shared/config/hospital'
import { home } from '@/shared/messages/home'
import { href } from '@/shared/routes/route-table'
import { CallLink, FactList, LinkButton, Section, Stack, Text } from '@/shared/ui'

/** Opening hours, the phone reservation button, the address and the way to come. */
export function HospitalContact() {
  return (
    <>
      <Section title={home.openingHours} padded>
        <FactList facts={home.hours.map((row) => [row.days, row.time] as const)} />
      </Section>
      <Section title={home.phoneBooking} padded>
        <Stack>
          <CallLink phone={HOSPITAL.phones.appointment} fullWidth>
            {home.phoneBookingCall}
          </CallLink>
          <Text size="sm" tone="sub">
            {home.phoneBookingHours}
          </Text>
          <Text>
            <Text as="span" size="sm" tone="sub">{`${home.address} `}</Text>
            {HOSPITAL.address}
          </Text>
          <Stack align="start">
            <LinkButton variant="text" chevron to={href('hospitalFacilityWaytogo')}>
              {home.wayToGo}
            </LinkButton>
          </Stack>
        </Stack>
      </Section>
    </>
  )
}
