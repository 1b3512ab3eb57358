import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { LocateFixed, MapPinOff, SearchX, Star, Store } from 'lucide-react'
import { type ReactNode } from 'react'
import type { Pharmacy } from '@/api/generated/rx/model'
import type { LatLng } from '@/shared/lib/geo'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Button, EmptyState, InfoBox, QueryState, Section, Stack, Text } from '@/shared/ui'
import { PharmacyCard } from '@/features/prescriptions/components/PharmacyCard'
import { type DeviceLocation } from '@/features/prescriptions/hooks/use-device-location'
import { byDistance, NEARBY_RADIUS_METERS } from '@/features/prescriptions/lib/pharmacies'
import {
  favouritePharmaciesQuery,
  pharmacySearchQuery,
  recentPharmaciesQuery,
} from '@/features/prescriptions/prescriptions.queries'

const { select: text } = words

/** The search reaches this far around the device (the service's largest radius). */
const SEARCH_RADIUS_METERS = 5000
export interface ListContext {
  position: LatLng | undefined
  patientNo: string | undefined
  favourites: ReadonlySet<string>
  /** Sending is offered (there is a prescription to send). */
  onSend?: (pharmacy: Pharmacy) => void
  sending: boolean
  onInfo: (pharmacy: Pharmacy, meters?: number) => void
}

function Pharmacies({
  query,
  context,
  label,
  empty,
  level = 2,
}: {
  query: UseQueryResult<Pharmacy[]>
  context: ListContext
  label: string
  empty: ReactNode
  level?: 2 | 3
}) {
  return (
    <QueryState query={query} isEmpty={(items) => items.length === 0} empty={empty}>
      {(items) => (
        <Stack as="ul" inset aria-label={label}>
          {byDistance(items, context.position).map(({ pharmacy, meters }) => (
            <li key={pharmacy.pharmCode}>
              <PharmacyCard
                pharmacy={pharmacy}
                level={level}
                {...(meters === undefined ? {} : { meters })}
                {...(context.patientNo
                  ? {
                      favourite: {
                        isFavourite: context.favourites.has(pharmacy.pharmCode),
                      },
                    }
                  : {})}
                onInfo={() => context.onInfo(pharmacy, meters)}
                {...(context.onSend ? { onSend: () => context.onSend?.(pharmacy) } : {})}
                sending={context.sending}
              />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  )
}

export function LocationLine({ location }: { location: DeviceLocation & { retry: () => void } }) {
  if (location.status === 'known') {
    return (
      <Stack inset>
        <Text size="sm" tone="sub">
          {text.byDistance}
        </Text>
      </Stack>
    )
  }
  if (location.status === 'locating') {
    return (
      <Stack inset>
        <Text size="sm" tone="sub" role="status">
          {text.locating}
        </Text>
      </Stack>
    )
  }
  return (
    <Stack inset>
      <InfoBox tone="warning" title={text.noLocationTitle}>
        {text.noLocation(location.reason)}
      </InfoBox>
      <Button variant="outline" icon={<LocateFixed aria-hidden="true" />} onClick={location.retry}>
        {text.retryLocation}
      </Button>
    </Stack>
  )
}

export function SearchResults({ keyword, context }: { keyword: string; context: ListContext }) {
  const { position } = context
  const query = useQuery(
    pharmacySearchQuery(position ? { ...position, radiusMeters: SEARCH_RADIUS_METERS, keyword } : { keyword }),
  )
  const title = text.resultsTitle(keyword)
  return (
    <Section title={title} variant="plain">
      <Pharmacies
        query={query}
        context={context}
        label={title}
        level={3}
        empty={
          <EmptyState icon={<SearchX aria-hidden="true" />} title={text.noResults} description={text.noResultsHint} />
        }
      />
    </Section>
  )
}

export function Nearby({ location, context }: { location: DeviceLocation; context: ListContext }) {
  const position = location.status === 'known' ? location.position : undefined
  const query = useQuery({
    ...pharmacySearchQuery(position ? { ...position, radiusMeters: NEARBY_RADIUS_METERS } : {}),
    enabled: Boolean(position),
  })
  if (location.status === 'unknown') {
    return (
      <EmptyState icon={<MapPinOff aria-hidden="true" />} title={text.noLocationTitle} description={text.searchFirst} />
    )
  }
  return (
    <Pharmacies
      query={query}
      context={context}
      label={text.tabs.nearby}
      empty={<EmptyState icon={<Store aria-hidden="true" />} title={text.noneNearby} description={text.searchFirst} />}
    />
  )
}

export function Favourites({ context }: { context: ListContext }) {
  const query = useQuery({
    ...favouritePharmaciesQuery(),
    enabled: Boolean(context.patientNo),
  })
  return (
    <Pharmacies
      query={query}
      context={context}
      label={text.tabs.favourites}
      empty={
        <EmptyState
          icon={<Star aria-hidden="true" />}
          title={text.favouritesEmpty}
          description={text.favouritesEmptyHint}
        />
      }
    />
  )
}

export function Recent({ context }: { context: ListContext }) {
  const query = useQuery({ ...recentPharmaciesQuery(), enabled: Boolean(context.patientNo) })
  return (
    <Pharmacies
      query={query}
      context={context}
      label={text.tabs.recent}
      empty={
        <EmptyState icon={<Store aria-hidden="true" />} title={text.recentEmpty} description={text.recentEmptyHint} />
      }
    />
  )
}
