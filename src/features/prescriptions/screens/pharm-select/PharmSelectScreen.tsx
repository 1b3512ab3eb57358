import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { LocateFixed, MapPinOff, SearchX, Star, Store } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import type { Pharmacy } from '@/api/generated/rx/model'
import { formatDate } from '@/shared/lib/korea-time'
import type { LatLng } from '@/shared/lib/geo'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { Button, EmptyState, InfoBox, LinkTabs, Page, QueryState, SearchField, Section, Stack, Text } from '@/shared/ui'
import { PharmacyCard } from '@/features/prescriptions/components/PharmacyCard'
import { PharmacyInfoDialog } from '@/features/prescriptions/components/PharmacyInfoDialog'
import { useDebouncedValue } from '@/features/prescriptions/hooks/use-debounced-value'
import { useDeviceLocation, type DeviceLocation } from '@/features/prescriptions/hooks/use-device-location'
import { useSendPrescription } from '@/features/prescriptions/hooks/use-send-prescription'
import { detailHref, prescriptionOfSearch } from '@/features/prescriptions/lib/links'
import { byDistance, NEARBY_RADIUS_METERS } from '@/features/prescriptions/lib/pharmacies'
import { stepOf } from '@/shared/domain/prescriptions/rx-flow'
import {
  favouritePharmaciesQuery,
  pharmacySearchQuery,
  quarterPrescriptionsQuery,
  recentPharmaciesQuery,
  rxStatusQuery,
} from '@/features/prescriptions/prescriptions.queries'

const { select: text } = words

/** The search reaches this far around the device (the service's largest radius). */
const SEARCH_RADIUS_METERS = 5000
const LISTS = ['nearby', 'favourites', 'recent'] as const
type ListName = (typeof LISTS)[number]

interface ListContext {
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

function LocationLine({ location }: { location: DeviceLocation & { retry: () => void } }) {
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

function SearchResults({ keyword, context }: { keyword: string; context: ListContext }) {
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

function Nearby({ location, context }: { location: DeviceLocation; context: ListContext }) {
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

function Favourites({ context }: { context: ListContext }) {
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

function Recent({ context }: { context: ListContext }) {
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

/** The prescription to send (from the search), and whether it can still be sent. */
function usePrescriptionToSend(search: URLSearchParams) {
  const key = prescriptionOfSearch(search)
  const rxIdParam = search.get('rxId') ?? ''
  const year = Number(key?.date.slice(0, 4) ?? 0)
  const quarter = Math.floor((Number(key?.date.slice(5, 7) ?? 1) - 1) / 3) + 1
  const prescription = useQuery({
    ...quarterPrescriptionsQuery(year, quarter),
    enabled: Boolean(key),
    select: (list: ErxPrescription[]) => list.find((p) => p.prscNo === key?.prscNo),
  })
  const rxId = /^RX\d{12}$/.test(rxIdParam) ? rxIdParam : prescription.data?.rxId
  const status = useQuery({ ...rxStatusQuery(rxId ?? ''), enabled: Boolean(rxId) })
  const step = stepOf(status.data?.status)
  return {
    prescription: prescription.data,
    /** The e-prescription to send, while it has not been sent (a cancelled one is made anew). */
    rxId: step === 'notSent' ? rxId : undefined,
    alreadySent: Boolean(status.data) && step !== 'notSent' && step !== 'cancelled',
  }
}

function Intro({ prescription, alreadySent }: { prescription: ErxPrescription | undefined; alreadySent: boolean }) {
  if (!prescription) {
    return (
      <Stack inset>
        <Text>{text.missingPrescription}</Text>
      </Stack>
    )
  }
  if (alreadySent) {
    return (
      <Stack inset>
        <InfoBox tone="warning">
          {text.alreadySent} <AppLink to={detailHref(prescription)}>{text.toDetail}</AppLink>
        </InfoBox>
      </Stack>
    )
  }
  return (
    <Stack inset>
      <Text>{text.prescriptionFor(prescription.departmentName, formatDate(prescription.issuedAt))}</Text>
    </Stack>
  )
}

/**
 * Choosing a pharmacy (약국 선택): search by name or area, the nearest first from the phone's
 * location (the list still works, by name and area, when the location is refused, and says why
 * there are no distances), favourites and recently used pharmacies, each with whether it is open
 * now and takes e-prescriptions, a call, its information, and "send here" (after a question).
 */
export default function PharmSelectScreen() {
  const [search] = useSearchParams()
  const overlays = useOverlays()
  const session = useSession()
  const patientNo = session.user?.patientNo
  const location = useDeviceLocation()
  const [keyword, setKeyword] = useState('')
  const settledKeyword = useDebouncedValue(keyword.trim())
  const [info, setInfo] = useState<{ pharmacy: Pharmacy; meters?: number } | null>(null)
  const { prescription, rxId, alreadySent } = usePrescriptionToSend(search)
  const send = useSendPrescription(prescription)
  const favourites = useQuery({ ...favouritePharmaciesQuery(), enabled: Boolean(patientNo) })

  const list: ListName = LISTS.find((name) => name === search.get('list')) ?? 'nearby'
  const tabHref = (name: ListName) =>
    href('prescriptionsPharmSelect', undefined, { ...Object.fromEntries(search), list: name })

  const onSend = async (pharmacy: Pharmacy) => {
    const sure = await overlays.confirm({
      title: text.confirmTitle(pharmacy.pharmName),
      message: text.confirmMessage,
      confirmLabel: text.confirm,
    })
    if (sure) await send.sendTo(pharmacy, rxId)
  }

  const context: ListContext = {
    position: location.status === 'known' ? location.position : undefined,
    patientNo,
    favourites: new Set(favourites.data?.map((p) => p.pharmCode)),
    ...(prescription && !alreadySent ? { onSend: (pharmacy: Pharmacy) => void onSend(pharmacy) } : {}),
    sending: send.busy,
    onInfo: (pharmacy, meters) => setInfo({ pharmacy, ...(meters === undefined ? {} : { meters }) }),
  }

  return (
    <Page>
      <Intro prescription={prescription} alreadySent={alreadySent} />
      <Stack inset>
        <SearchField
          label={text.searchLabel}
          value={keyword}
          onChange={setKeyword}
          placeholder={text.searchPlaceholder}
        />
      </Stack>
      <LocationLine location={location} />
      {settledKeyword ? (
        <SearchResults keyword={settledKeyword} context={context} />
      ) : (
        <>
          <LinkTabs
            label={text.tabs.label}
            current={tabHref(list)}
            tabs={LISTS.map((name) => ({ label: text.tabs[name], to: tabHref(name) }))}
          />
          {list === 'nearby' && <Nearby location={location} context={context} />}
          {list === 'favourites' && <Favourites context={context} />}
          {list === 'recent' && <Recent context={context} />}
        </>
      )}
      <PharmacyInfoDialog
        pharmacy={info ? info.pharmacy : null}
        {...(info?.meters === undefined ? {} : { meters: info.meters })}
        onClose={() => setInfo(null)}
      />
    </Page>
  )
}
