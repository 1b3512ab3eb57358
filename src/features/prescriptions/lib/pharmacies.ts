/** Pharmacies with their distance from the device (great-circle, src/shared/lib/geo.ts). */
import type { Pharmacy } from '@/api/generated/rx/model'
import { distanceMeters, type LatLng } from '@/shared/lib/geo'

export interface PharmacyNearby {
  pharmacy: Pharmacy
  /** Metres from the device; missing when the location is not known. */
  meters?: number
}

/** With distances when the location is known, nearest first; in the service's order otherwise. */
export function byDistance(pharmacies: readonly Pharmacy[], from: LatLng | undefined): PharmacyNearby[] {
  if (!from) return pharmacies.map((pharmacy) => ({ pharmacy }))
  return pharmacies
    .map((pharmacy) => ({ pharmacy, meters: Math.round(distanceMeters(from, pharmacy)) }))
    .sort((a, b) => a.meters - b.meters)
}

/** How far to look around the device for "nearby" (the service allows 100 m to 5 km). */
export const NEARBY_RADIUS_METERS = 2000
