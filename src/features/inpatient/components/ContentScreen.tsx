import { ContentPage } from '@/shared/content/ContentPage'
import type { ContentDocument } from '@/shared/content/content-types'
import type { StaticRouteName } from '@/shared/routes/route-table'
import { StayTabs, type StayTabGroup } from './StayTabs'

/** A page of stay or life-in-hospital information: its menu's tabs, then the page's content. */
export function ContentScreen({
  tabs,
  current,
  page,
}: {
  tabs: StayTabGroup
  current: StaticRouteName
  page: ContentDocument
}) {
  return (
    <>
      <StayTabs group={tabs} current={current} />
      <ContentPage page={page} />
    </>
  )
}
