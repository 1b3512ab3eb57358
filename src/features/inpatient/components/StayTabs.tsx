import { inpatient } from '@/shared/messages/inpatient'
import { href, type StaticRouteName } from '@/shared/routes/route-table'
import { LinkTabs } from '@/shared/ui'

const { surgery, payment, information, lifeInformation } = inpatient

/** The inpatient screens that are tabs of one menu, with their tabs' words. */
const GROUPS = {
  surgery: {
    label: surgery.tabs.label,
    tabs: [
      ['inpatientOperationCurrentDefault', surgery.tabs.default],
      ['inpatientOperationCurrentFamily', surgery.tabs.family],
    ],
  },
  payment: {
    label: payment.tabs.label,
    tabs: [
      ['inpatientPaymentDefault', payment.tabs.default],
      ['inpatientPaymentHistory', payment.tabs.history],
    ],
  },
  information: {
    label: information.tabs.label,
    tabs: [
      ['inpatientInformationProcess', information.tabs.process],
      ['inpatientInformationDischarge', information.tabs.discharge],
      ['inpatientInformationLiving', information.tabs.living],
    ],
  },
  lifeInformation: {
    label: lifeInformation.tabs.label,
    tabs: [
      ['inpatientLifeInformationLife', lifeInformation.tabs.life],
      ['inpatientLifeInformationWard', lifeInformation.tabs.ward],
      ['inpatientLifeInformationWarning', lifeInformation.tabs.warning],
      ['inpatientLifeInformationWelfare', lifeInformation.tabs.welfare],
      ['inpatientLifeInformationRights', lifeInformation.tabs.rights],
      ['inpatientLifeInformationFacility', lifeInformation.tabs.facility],
    ],
  },
} satisfies Record<string, { label: string; tabs: Array<[StaticRouteName, string]> }>

export type StayTabGroup = keyof typeof GROUPS

/** The tabs of an inpatient menu (surgery, bills, stay information, life in hospital) as routes. */
export function StayTabs({ group, current }: { group: StayTabGroup; current: StaticRouteName }) {
  const { label, tabs } = GROUPS[group]
  return (
    <LinkTabs
      label={label}
      current={href(current)}
      tabs={tabs.map(([route, text]) => ({ label: text, to: href(route) }))}
    />
  )
}
