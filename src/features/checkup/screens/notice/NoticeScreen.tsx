import { ContentPage } from '@/shared/content/ContentPage'
import page from '@/features/checkup/content/notice.md'

/** 검진 유의사항: fasting, medicines, samples, what to bring, women's notes, after, hours (content). */
export default function NoticeScreen() {
  return <ContentPage page={page} />
}
