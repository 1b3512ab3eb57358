import page from '@/features/inpatient/content/ward.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 병동 안내: 병동 위치, 병동 시설, 병실 종류, 간호·간병통합서비스 병동, 중환자실 면회. */
export default function WardScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationWard" page={page} />
}
