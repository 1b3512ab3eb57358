import { ContentPage } from '@/shared/content/ContentPage'
import { GuideTabs } from '@/features/hospital/components/GuideTabs'
import page from '@/features/hospital/content/guide-outpatient.md'

/** 외래 이용안내 (처음 오시는 분의 순서, 재진, 준비물, 진료의뢰서, 수납): content, not code. */
export default function GuideOutpatientScreen() {
  return (
    <>
      <GuideTabs current="hospitalGuideOutpatient" />
      <ContentPage page={page} />
    </>
  )
}
