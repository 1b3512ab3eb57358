import { appointment } from '@/shared/messages/appointment'
import { href } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const { inquiry } = appointment

const TABS = [
  { label: inquiry.clinicTab, to: href('outpatientAppointmentInquiryClinic') },
  { label: inquiry.testTab, to: href('outpatientAppointmentInquiryTest') },
]

/** 진료 예약 / 검사 예약: the two inquiries, each a route of its own. */
export function InquiryTabs({ current }: { current: 'clinic' | 'test' }) {
  return <LinkTabs tabs={TABS} current={TABS[current === 'clinic' ? 0 : 1]!.to} label={inquiry.tabs} />
}
