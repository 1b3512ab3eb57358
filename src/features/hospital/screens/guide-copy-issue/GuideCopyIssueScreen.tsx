import { ContentPage } from '@/shared/content/ContentPage'
import { GuideTabs } from '@/features/hospital/components/GuideTabs'
import page from '@/features/hospital/content/guide-copy-issue.md'

/** 서류 발급 안내 (누가 신청할 수 있는지, 준비물, 수수료, 실손보험 서류): content, not code. */
export default function GuideCopyIssueScreen() {
  return (
    <>
      <GuideTabs current="hospitalGuideCopyIssue" />
      <ContentPage page={page} />
    </>
  )
}
