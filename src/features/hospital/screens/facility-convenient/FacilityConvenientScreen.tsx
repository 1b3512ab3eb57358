import { ContentPage } from '../../../../shared/content/ContentPage'
import { FacilityTabs } from '../../components/FacilityTabs'
import page from '../../content/facility-convenient.md'

/** 편의시설: where to eat, pay, rest and get help, with opening hours (content, not code). */
export default function FacilityConvenientScreen() {
  return (
    <>
      <FacilityTabs current="hospitalFacilityConvenient" />
      <ContentPage page={page} />
    </>
  )
}
