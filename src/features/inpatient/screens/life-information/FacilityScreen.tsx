import page from '@/features/inpatient/content/facility.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 편의시설: 먹고 쉬는 곳, 생활 시설, 기도실과 정원, 와이파이, 주차. */
export default function FacilityScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationFacility" page={page} />
}
