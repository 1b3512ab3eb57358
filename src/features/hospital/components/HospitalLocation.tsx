import { useQuery } from '@tanstack/react-query'
import { Copy, ExternalLink, MapPin, RotateCw } from 'lucide-react'
import { useId } from 'react'
import { errorMessageOf } from '@/api/http'
import { HOSPITAL } from '@/shared/config/hospital'
import { facility } from '@/shared/messages/facility'
import { nativeBridge, type MapApp } from '@/shared/native'
import { useOnline } from '@/shared/offline/connectivity'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Button, CallLink, Card, Cluster, InfoBox, SkeletonList, Stack, Text } from '@/shared/ui'
import { hospitalInfoQuery } from '@/features/hospital/hospital.queries'
import styles from './Facility.module.css'

const { address: words } = facility

const MAP_APPS: readonly MapApp[] = ['kakao', 'naver', 'tmap']

interface Whereabouts {
  name: string
  address: string
  latitude: number
  longitude: number
  phone: string
}

/** What the app knows without the server (spec section 3's hospital constants). */
const FALLBACK: Whereabouts = {
  name: HOSPITAL.name,
  address: HOSPITAL.address,
  ...HOSPITAL.location,
  phone: HOSPITAL.phones.main,
}

/**
 * The hospital's address from the hospital info call, with buttons that open directions in the
 * patient's map app (through the shell) and copy the address. When the call fails the stored
 * address still leads the way, with the server's reason and a retry.
 */
export function HospitalLocation() {
  const query = useQuery(hospitalInfoQuery())
  const overlays = useOverlays()
  const online = useOnline()

  const titleId = useId()
  const noteId = useId()

  // Without a connection and nothing kept, the stored address leads the way at once.
  if (query.isPending && query.fetchStatus !== 'paused') return <SkeletonList rows={2} />

  const place: Whereabouts = query.data
    ? {
        name: query.data.hospitalName,
        address: query.data.address,
        latitude: query.data.latitude,
        longitude: query.data.longitude,
        phone: query.data.phones.main,
      }
    : FALLBACK

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(place.address)
      overlays.toast(words.copied)
    } catch {
      overlays.toast(words.copyFailed)
    }
  }

  return (
    <Card as="section" tone="muted" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.locationTitle}>
        <MapPin aria-hidden="true" />
        {words.title}
      </h2>
      <OfflineNotice since={receivedAt(query)} />
      {query.isError && online && (
        <InfoBox tone="warning" title={`${words.stale} ${errorMessageOf(query.error)}`}>
          <Button
            variant="ghost"
            icon={<RotateCw aria-hidden="true" />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {words.retry}
          </Button>
        </InfoBox>
      )}
      <Text size="lg" weight="bold">
        <span className="visually-hidden">{words.address} </span>
        {place.address}
      </Text>
      <Cluster>
        <Button variant="outline" icon={<Copy aria-hidden="true" />} onClick={() => void copy()}>
          {words.copy}
        </Button>
        <CallLink phone={place.phone}>{words.call(place.phone)}</CallLink>
      </Cluster>
      <Text as="h3" weight="bold" className={styles.mapsTitle}>
        {words.mapsTitle}
      </Text>
      <Text size="sm" tone="sub" id={noteId} className={styles.note}>
        <ExternalLink aria-hidden="true" />
        {words.mapsNote}
      </Text>
      <Stack as="ul" gap={2}>
        {MAP_APPS.map((app) => (
          <li key={app}>
            <Button
              variant="secondary"
              fullWidth
              aria-describedby={noteId}
              onClick={() =>
                nativeBridge().openMap({
                  app,
                  name: place.name,
                  address: place.address,
                  latitude: place.latitude,
                  longitude: place.longitude,
                })
              }
            >
              {words.openIn(words.apps[app])}
            </Button>
          </li>
        ))}
      </Stack>
    </Card>
  )
}
