import { useId } from 'react'
import { ContentPage } from '@/shared/content/ContentPage'
import { FreeParkingTable } from '@/shared/blocks/parking/FreeParkingTable'
import { facility } from '@/shared/messages/facility'
import { href } from '@/shared/routes/route-table'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import page from '@/features/hospital/content/facility-parking.md'
import { Card, LinkButton, Stack, Text } from '@/shared/ui'

const { parking: words } = facility

/** The free hours of spec section 9 (from the constants) and the way to the car registration. */
function FreeHours() {
  const titleId = useId()
  return (
    <Stack as="section" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size="lg" weight="bold">
        {words.freeTitle}
      </Text>
      <Text size="sm" tone="sub">
        {words.freeHint}
      </Text>
      <Card padding="flush">
        <FreeParkingTable />
      </Card>
      <LinkButton variant="text" chevron to={href('parkingInfo')}>
        {words.register}
      </LinkButton>
    </Stack>
  )
}

/** 주차 안내: the free hours by visit, then where to park, how free parking works and the fees. */
export default function FacilityParkingScreen() {
  return (
    <>
      <FacilityTabs current="hospitalFacilityParking" />
      <ContentPage page={page} before={<FreeHours />} />
    </>
  )
}
