import page from '@/features/inpatient/content/rights.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 환자의 권리와 의무, 진료 기록 열람, 고충 상담과 의료 분쟁 조정. */
export default function RightsScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationRights" page={page} />
}
