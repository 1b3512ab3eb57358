/** Distances on the earth's surface, for the arrival check-in's 50 m rule and pharmacy search. */
export interface LatLng {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_METERS = 6_371_000
const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLng = toRadians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(h))
}

/** A distance as a patient reads it: `value` in `unit`, rounded as the unit deserves. */
export interface RoundedDistance {
  value: number
  unit: 'm' | 'km'
}

/**
 * Rounds a distance for reading: under 1 km up to the next 10 m (51 m is "60m", never the
 * "50m" that would be inside the range), under 10 km to 0.1 km, beyond to the whole km.
 */
export function roundDistance(meters: number): RoundedDistance {
  const tens = Math.max(10, Math.ceil(meters / 10) * 10)
  if (tens < 1000) return { value: tens, unit: 'm' }
  const km = meters / 1000
  if (km < 9.95) return { value: Math.max(1, Math.round(km * 10) / 10), unit: 'km' }
  return { value: Math.round(km), unit: 'km' }
}
