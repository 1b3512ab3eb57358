import { facility } from '@/shared/messages/facility'
import { href, type StaticRouteName } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const { tabs: words } = facility

const TABS = [
  { label: words.waytogo, to: href('hospitalFacilityWaytogo') },
  { label: words.layout, to: href('hospitalFacilityLayout') },
  { label: words.convenient, to: href('hospitalFacilityConvenient') },
  { label: words.parking, to: href('hospitalFacilityParking') },
  { label: words.telephone, to: href('hospitalFacilityTelephone') },
]

export type FacilityTab = Extract<
  StaticRouteName,
  | 'hospitalFacilityWaytogo'
  | 'hospitalFacilityLayout'
  | 'hospitalFacilityConvenient'
  | 'hospitalFacilityParking'
  | 'hospitalFacilityTelephone'
>

/** The facility pages (way to come, floors, conveniences, parking, phone numbers): five, so chips that wrap. */
export function FacilityTabs({ current }: { current: FacilityTab }) {
  return <LinkTabs tabs={TABS} current={href(current)} label={words.label} />
}
