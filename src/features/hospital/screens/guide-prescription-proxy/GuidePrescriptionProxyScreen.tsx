import { ContentPage } from '@/shared/content/ContentPage'
import { GuideTabs } from '@/features/hospital/components/GuideTabs'
import page from '@/features/hospital/content/guide-prescription-proxy.md'

/** 대리처방 안내 (받을 수 있는 경우, 대신 오실 수 있는 분, 서류, 절차): content, not code. */
export default function GuidePrescriptionProxyScreen() {
  return (
    <>
      <GuideTabs current="hospitalGuidePrescriptionProxy" />
      <ContentPage page={page} />
    </>
  )
}
