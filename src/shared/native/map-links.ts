import type { MapRequest } from './types'

/**
 * The map's web page for a place, where the shell is not there to open the map app (a browser,
 * the demo). Kakao Map's link API opens directions to the coordinates; Naver Map searches the
 * address; TMAP has no web map, so the browser gets Kakao Map's directions instead.
 */
export function mapWebUrl({ app, name, address, latitude, longitude }: MapRequest): string {
  if (app === 'naver') return `https://map.naver.com/p/search/${encodeURIComponent(address)}`
  // Kakao's link format is `/link/to/<name>,<lat>,<lng>`: a comma in the name would end it.
  const label = encodeURIComponent(name.replaceAll(',', ' '))
  return `https://map.kakao.com/link/to/${label},${latitude},${longitude}`
}
