import { facility } from '@/shared/messages/facility'
import { href, type StaticRouteName } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const { guideTabs: words } = facility

const TABS = [
  { label: words.outpatient, to: href('hospitalGuideOutpatient') },
  { label: words.copyIssue, to: href('hospitalGuideCopyIssue') },
  { label: words.proxy, to: href('hospitalGuidePrescriptionProxy') },
]

export type GuideTab = Extract<
  StaticRouteName,
  'hospitalGuideOutpatient' | 'hospitalGuideCopyIssue' | 'hospitalGuidePrescriptionProxy'
>

/** The hospital guide's pages (outpatient, copies and certificates, proxy prescription) as tabs. */
export function GuideTabs({ current }: { current: GuideTab }) {
  return <LinkTabs tabs={TABS} current={href(current)} label={words.label} />
}
