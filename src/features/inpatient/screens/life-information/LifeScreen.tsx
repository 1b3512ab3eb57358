import page from '@/features/inpatient/content/life.md'
import { ContentScreen } from '@/features/inpatient/components/ContentScreen'

/** 병원 생활 수칙: 환자 확인, 금연과 금주, 조용한 병실, 전기 제품, 소지품, 개인정보. */
export default function LifeScreen() {
  return <ContentScreen tabs="lifeInformation" current="inpatientLifeInformationLife" page={page} />
}
