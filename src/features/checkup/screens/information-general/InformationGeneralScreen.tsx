import { ContentPage } from '@/shared/content/ContentPage'
import { InformationTabs } from '@/features/checkup/components/InformationTabs'
import page from '@/features/checkup/content/information-general.md'

/** 일반검진 안내: the national checkup, who is eligible, its tests and costs (content). */
export default function InformationGeneralScreen() {
  return (
    <>
      <InformationTabs current="general" />
      <ContentPage page={page} />
    </>
  )
}
