import type { HospitalInfo } from '@/api/generated/hospital/model'
import { DEFAULT_CLOUD_SERVICE } from '@/shared/config/constants'
import { isOwnUrl } from '@/shared/lib/own-hosts'
import { parseHexColor } from '@/shared/lib/theme'

export interface CloudService {
  serviceType: readonly string[]
  healthNote: 'Y' | 'N'
  telemedicine: 'Y' | 'N'
  /** Six hex digits, without '#'. */
  colorCode: string
  /** The hospital's logo for the header; empty when there is none the app may load. */
  logoUrl: string
}

/**
 * The hospital's cloud service settings with the spec's defaults (section 3: no services,
 * health note N, telemedicine N, colour 009254, no logo) for whatever the server did not send,
 * sent empty or sent in a form the app cannot use (a colour that is no colour, a logo from a
 * host that is not the hospital's). Until the hospital info answers, it is the defaults.
 */
export function cloudServiceOf(info: Pick<HospitalInfo, 'cloudServiceInfo'> | undefined): CloudService {
  const given: Partial<HospitalInfo['cloudServiceInfo']> = info?.cloudServiceInfo ?? {}
  const yesNo = (value: string | undefined, fallback: 'Y' | 'N') => (value === 'Y' || value === 'N' ? value : fallback)
  const logo = given.logoUrl?.trim() ?? ''
  return {
    serviceType: given.serviceType ?? DEFAULT_CLOUD_SERVICE.serviceType,
    healthNote: yesNo(given.healthNote, DEFAULT_CLOUD_SERVICE.healthNote),
    telemedicine: yesNo(given.telemedicine, DEFAULT_CLOUD_SERVICE.telemedicine),
    colorCode: parseHexColor(given.colorCode) ? given.colorCode!.replace('#', '') : DEFAULT_CLOUD_SERVICE.colorCode,
    logoUrl: logo && isOwnUrl(logo) ? logo : DEFAULT_CLOUD_SERVICE.logoUrl,
  }
}
