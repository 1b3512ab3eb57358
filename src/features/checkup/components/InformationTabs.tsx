import { messages } from '@/shared/messages'
import { href } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const TABS = [
  { label: messages.titles.checkupInformationHealth, to: href('checkupInformationHealth') },
  { label: messages.titles.checkupInformationGeneral, to: href('checkupInformationGeneral') },
]

/** 종합검진 안내 / 일반검진 안내: the two information pages, each a route of its own. */
export function InformationTabs({ current }: { current: 'health' | 'general' }) {
  return (
    <LinkTabs tabs={TABS} current={TABS[current === 'health' ? 0 : 1]!.to} label={messages.titles.checkupInformation} />
  )
}
