import { ContentPage } from '@/shared/content/ContentPage'
import { InformationTabs } from '@/features/checkup/components/InformationTabs'
import page from '@/features/checkup/content/information-health.md'

/** 종합검진 안내: the programs, who they suit, how to book, the day, the results (content). */
export default function InformationHealthScreen() {
  return (
    <>
      <InformationTabs current="health" />
      <ContentPage page={page} />
    </>
  )
}
