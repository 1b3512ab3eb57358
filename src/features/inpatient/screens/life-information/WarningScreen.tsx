import page from '@/features/inpatient/content/warning.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 안전과 감염 예방: 손 씻기, 감염 예방, 낙상 예방, 화재 대피, 도난과 사칭 주의. */
export default function WarningScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationWarning" page={page} />
}
