import page from '@/features/inpatient/content/welfare.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 의료사회복지 상담: 도움받을 수 있는 분, 진료비 지원 제도, 퇴원 뒤 돌봄 연결, 상담 방법. */
export default function WelfareScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationWelfare" page={page} />
}
