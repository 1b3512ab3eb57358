import page from '@/features/inpatient/content/living.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 입원 생활: 병동의 하루, 식사, 회진, 보호자와 면회, 외출과 외박. */
export default function LivingScreen() {
  return <ContentScreen tabs="information" current="inpatientInformationLiving" page={page} />
}
