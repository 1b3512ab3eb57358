import page from '@/features/inpatient/content/discharge.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 퇴원 안내: 퇴원 결정과 그날의 순서, 진료비 정산, 서류 발급, 실손보험 청구, 집에 가신 뒤. */
export default function DischargeScreen() {
  return <ContentScreen tabs="information" current="inpatientInformationDischarge" page={page} />
}
