import page from '@/features/inpatient/content/process.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 입원 절차: 입원 예약, 입원 당일 수속, 준비물과 가져오지 말 것, 드시던 약. */
export default function ProcessScreen() {
  return <ContentScreen tabs="information" current="inpatientInformationProcess" page={page} />
}
