import { ContentPage } from '@/shared/content/ContentPage'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import { HospitalLocation } from '@/features/hospital/components/HospitalLocation'
import page from '@/features/hospital/content/facility-waytogo.md'

/**
 * 오시는 길: the address from the hospital info call with the map apps (through the shell),
 * then subway, bus, shuttle times and car (content).
 */
export default function FacilityWaytogoScreen() {
  return (
    <>
      <FacilityTabs current="hospitalFacilityWaytogo" />
      <ContentPage page={page} before={<HospitalLocation />} />
    </>
  )
}
