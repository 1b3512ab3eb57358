import { Info } from 'lucide-react'
import { useId } from 'react'
import type { Pharmacy } from '@/api/generated/rx/model'
import { appClock } from '@/shared/lib/clock'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Button, CallLink, Card, CardHeader, Cluster, Stack, Text } from '@/shared/ui'
import { dayOfWeek, hoursOn, hoursText } from '@/features/prescriptions/lib/opening-hours'
import { FavouriteToggle } from './FavouriteToggle'
import { PharmacyBadges } from './PharmacyDetails'

const { pharmacy: text, select } = words

export interface PharmacyCardProps {
  pharmacy: Pharmacy
  /** Metres from the device, when its location is known. */
  meters?: number
  /** The favourite star, when a patient is signed in (the service knows them by its token). */
  favourite?: { isFavourite: boolean }
  onInfo: () => void
  /** Sending the prescription here, when there is one to send and the pharmacy takes it. */
  onSend?: () => void
  sending?: boolean
  /** The name's heading level: 3 inside a titled section, 2 right under the tabs. */
  level?: 2 | 3
}

/**
 * A pharmacy in a list: its name (the card's name), whether it is open now and takes
 * e-prescriptions, distance and address, today's hours, and the actions: favourite, call,
 * information, and send the prescription here.
 */
export function PharmacyCard({ pharmacy, meters, favourite, onInfo, onSend, sending, level = 3 }: PharmacyCardProps) {
  const nameId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  const today = hoursOn(pharmacy.openingHours, dayOfWeek(appClock.now()))
  return (
    <Card as="article" aria-labelledby={nameId}>
      <CardHeader
        as={Heading}
        titleId={nameId}
        title={pharmacy.pharmName}
        aside={favourite && <FavouriteToggle pharmacy={pharmacy} isFavourite={favourite.isFavourite} />}
      />
      <PharmacyBadges pharmacy={pharmacy} />
      <Stack gap={1}>
        <Text size="sm" tone="sub">
          {[meters === undefined ? undefined : text.distance(meters), pharmacy.address].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" tone="sub">
          {text.todayHours(hoursText(today))}
        </Text>
      </Stack>
      <Cluster>
        <CallLink phone={pharmacy.phone}>{text.callShort}</CallLink>
        <Button variant="outline" icon={<Info aria-hidden="true" />} onClick={onInfo} aria-haspopup="dialog">
          {text.info}
        </Button>
        {onSend && pharmacy.acceptsErx === 'Y' && (
          <Button onClick={onSend} loading={sending}>
            {select.sendHere}
          </Button>
        )}
      </Cluster>
    </Card>
  )
}
