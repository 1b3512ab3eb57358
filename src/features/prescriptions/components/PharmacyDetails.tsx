import type { Pharmacy } from '@/api/generated/rx/model'
import { appClock } from '@/shared/lib/clock'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Badge, CallLink, Cluster, FactList, InfoBox, Stack, Text } from '@/shared/ui'
import {
  dayOfWeek,
  hoursOn,
  hoursText,
  isOpen,
  openStateAt,
  openStateWord,
  WEEK_ORDER,
} from '@/features/prescriptions/lib/opening-hours'

const { pharmacy: text } = words

/** Whether it takes e-prescriptions and whether it is open now (in words, never colour alone). */
export function PharmacyBadges({ pharmacy }: { pharmacy: Pharmacy }) {
  const state = openStateAt(pharmacy.openingHours, appClock.now())
  return (
    <Cluster as="span" gap={1}>
      <Badge tone={isOpen(state) ? 'primary' : 'neutral'}>{openStateWord[state]}</Badge>
      <Badge tone={pharmacy.acceptsErx === 'Y' ? 'info' : 'warning'}>
        {pharmacy.acceptsErx === 'Y' ? text.erx : text.noErx}
      </Badge>
    </Cluster>
  )
}

/**
 * A pharmacy's information: open now, address, phone (a call button), the week's hours with the
 * lunch break (today's marked) and its notice. The pharmacy-info dialog and screen show this.
 */
export function PharmacyDetails({ pharmacy, meters }: { pharmacy: Pharmacy; meters?: number }) {
  const today = dayOfWeek(appClock.now())
  return (
    <Stack>
      <PharmacyBadges pharmacy={pharmacy} />
      <FactList
        facts={[
          [text.address, pharmacy.address],
          [text.fromHere, meters === undefined ? undefined : text.distance(meters)],
        ]}
      />
      <CallLink phone={pharmacy.phone}>{text.call(pharmacy.pharmName)}</CallLink>
      <section aria-labelledby={`hours-${pharmacy.pharmCode}`}>
        <Text as="h3" id={`hours-${pharmacy.pharmCode}`} weight="bold">
          {text.hoursTitle}
        </Text>
        <FactList
          align="end"
          divided
          facts={WEEK_ORDER.map((day) => {
            const hours = hoursText(hoursOn(pharmacy.openingHours, day))
            // Today's row in the theme colour, with its word (never colour alone).
            return day === today
              ? [
                  <Text key="day" as="span" weight="bold" tone="primary">{`${text.days[day]} (${text.today})`}</Text>,
                  <Text key="hours" as="span" weight="bold" tone="primary">
                    {hours}
                  </Text>,
                ]
              : [text.days[day], hours]
          })}
        />
      </section>
      {pharmacy.notice && <InfoBox>{pharmacy.notice}</InfoBox>}
      <Text size="sm" tone="sub">
        {text.holidayNote}
      </Text>
    </Stack>
  )
}
