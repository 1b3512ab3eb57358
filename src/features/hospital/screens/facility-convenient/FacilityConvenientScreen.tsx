import { ContentPage } from '@/shared/content/ContentPage'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import page from '@/features/hospital/content/facility-convenient.md'

/** 편의시설: where to eat, pay, rest and get help, with opening hours (content, not code). */
export default function FacilityConvenientScreen() {
  return (
    <>
      <FacilityTabs current="hospitalFacilityConvenient" />
      <ContentPage page={page} />
    </>
  )
}
