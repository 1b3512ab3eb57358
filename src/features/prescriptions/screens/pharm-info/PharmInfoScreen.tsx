import { useQuery } from '@tanstack/react-query'
import { Store } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { isApiError } from '@/api/http'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { distanceMeters } from '@/shared/lib/geo'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, Page, QueryState, Section } from '@/shared/ui'
import { FavouriteToggle } from '@/features/prescriptions/components/FavouriteToggle'
import { PharmacyDetails } from '@/features/prescriptions/components/PharmacyDetails'
import { useDeviceLocation } from '@/features/prescriptions/hooks/use-device-location'
import { favouritePharmaciesQuery, pharmacyDetailQuery } from '@/features/prescriptions/prescriptions.queries'

function NotFound() {
  return (
    <EmptyState
      icon={<Store aria-hidden="true" />}
      title={words.pharmacy.notFound}
      description={words.pharmacy.notFoundHint}
    />
  )
}

function PharmacyInfo({ pharmCode }: { pharmCode: string }) {
  const query = useQuery(pharmacyDetailQuery(pharmCode))
  const session = useSession()
  const patientNo = session.user?.patientNo
  const favourites = useQuery({ ...favouritePharmaciesQuery(), enabled: Boolean(patientNo) })
  const location = useDeviceLocation()
  // A code the service does not know (a closed pharmacy, an old link): the same as no code.
  if (isApiError(query.error) && query.error.status === 404) return <NotFound />
  return (
    <QueryState query={query}>
      {(pharmacy) => (
        <Section
          title={pharmacy.pharmName}
          padded
          action={
            patientNo && (
              <FavouriteToggle
                pharmacy={pharmacy}
                isFavourite={Boolean(favourites.data?.some((p) => p.pharmCode === pharmacy.pharmCode))}
              />
            )
          }
        >
          <PharmacyDetails
            pharmacy={pharmacy}
            {...(location.status === 'known'
              ? { meters: Math.round(distanceMeters(location.position, pharmacy)) }
              : {})}
          />
        </Section>
      )}
    </QueryState>
  )
}

/**
 * Pharmacy information (약국 정보), by pharmacy code (`?pharmCode=PH0001`): open now, address,
 * the distance from the phone when it is known, a call, the week's hours with lunch, its notice,
 * and the favourite star.
 */
export default function PharmInfoScreen() {
  const [search] = useSearchParams()
  const pharmCode = search.get('pharmCode') ?? ''
  return <Page>{/^PH\d{4}$/.test(pharmCode) ? <PharmacyInfo pharmCode={pharmCode} /> : <NotFound />}</Page>
}
