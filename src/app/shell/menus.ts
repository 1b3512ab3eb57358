import type { LucideIcon } from 'lucide-react'
import {
  AlarmClock,
  BedDouble,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Car,
  ClipboardList,
  Coffee,
  CreditCard,
  FileHeart,
  FileText,
  Flower2,
  HandCoins,
  HeartPulse,
  History,
  Hospital,
  Info,
  MapPin,
  Megaphone,
  MessageCircleQuestion,
  Microscope,
  Phone,
  Pill,
  Receipt,
  ScanLine,
  Send,
  ShieldCheck,
  SquareParking,
  Stethoscope,
  Utensils,
  Wallet,
} from 'lucide-react'
import { messages } from '@/shared/messages'
import { menuGroups, outsidePlaces } from '@/shared/messages/menus'
import { href, type StaticRouteName } from '@/shared/routes/route-table'
import type { TabId } from './tabs'

export type MenuItem = { label: string; icon: LucideIcon } & (
  { route: StaticRouteName; external?: undefined } | { external: string; route?: undefined }
)

const t = messages.titles
const g = menuGroups

/** A titled group of a tab's menu: what belongs together, so entries can be told apart. */
export interface MenuGroup {
  title: string
  items: MenuItem[]
}

/**
 * Each tab's menu icons (spec: "each tab has menu icons"), in groups named as a patient thinks of
 * them: booking, the day at the hospital, fees, one's records. Up to 14 entries in one grid read
 * as a wall; grouped, "오늘의 일정" (today) and "일정 달력" (every month) stand apart.
 */
export const TAB_MENUS: Record<TabId, { label: string; icon: LucideIcon; groups: MenuGroup[] }> = {
  outpatient: {
    label: messages.shell.tabs.outpatient,
    icon: Stethoscope,
    groups: [
      {
        title: g.booking,
        items: [
          { label: t.outpatientAppointment, icon: CalendarCheck, route: 'outpatientAppointmentStep1' },
          { label: t.outpatientAppointmentInquiry, icon: CalendarDays, route: 'outpatientAppointmentInquiryClinic' },
        ],
      },
      {
        title: g.visitDay,
        items: [
          { label: t.todaySchedule, icon: CalendarClock, route: 'todaySchedule' },
          { label: t.prescriptions, icon: Send, route: 'prescriptions' },
          { label: t.parkingInfo, icon: Car, route: 'parkingInfo' },
        ],
      },
      {
        title: g.fees,
        items: [
          { label: t.outpatientPayment, icon: Wallet, route: 'outpatientPaymentDefault' },
          { label: t.outpatientPaymentDelegate, icon: HandCoins, route: 'outpatientPaymentDelegate' },
          { label: t.outpatientPaymentHistory, icon: Receipt, route: 'outpatientPaymentHistory' },
          { label: t.hipassGuide, icon: CreditCard, route: 'hipassGuide' },
        ],
      },
      {
        title: g.records,
        items: [
          { label: t.timeline, icon: ClipboardList, route: 'timeline' },
          { label: t.visitHistory, icon: History, route: 'visitHistory' },
          { label: t.outpatientResult, icon: Microscope, route: 'outpatientResult' },
          { label: t.outpatientMedicine, icon: Pill, route: 'outpatientMedicine' },
          { label: t.medicineReminders, icon: AlarmClock, route: 'medicineReminders' },
        ],
      },
    ],
  },
  inpatient: {
    label: messages.shell.tabs.inpatient,
    icon: BedDouble,
    groups: [
      {
        title: g.stay,
        items: [
          { label: t.inpatientSchedule, icon: CalendarDays, route: 'inpatientOperationSchedule' },
          { label: t.inpatientOperationCurrent, icon: HeartPulse, route: 'inpatientOperationCurrentDefault' },
          { label: t.inpatientRound, icon: Utensils, route: 'inpatientRound' },
        ],
      },
      {
        title: g.stayRecords,
        items: [
          { label: t.inpatientResult, icon: Microscope, route: 'inpatientResult' },
          { label: t.inpatientMedicine, icon: Pill, route: 'inpatientMedicine' },
          { label: t.inpatientPayment, icon: Wallet, route: 'inpatientPaymentDefault' },
        ],
      },
      {
        title: g.stayGuides,
        items: [
          { label: t.inpatientInformation, icon: Info, route: 'inpatientInformationProcess' },
          { label: t.inpatientLifeInformation, icon: BedDouble, route: 'inpatientLifeInformationLife' },
        ],
      },
    ],
  },
  checkup: {
    label: messages.shell.tabs.checkup,
    icon: FileHeart,
    groups: [
      {
        title: g.checkupBooking,
        items: [
          { label: t.checkupAppointment, icon: CalendarCheck, route: 'checkupAppointment' },
          { label: t.checkupScheduleDesign, icon: ClipboardList, route: 'checkupScheduleDesign' },
          { label: t.checkupSchedule, icon: CalendarDays, route: 'checkupSchedule' },
        ],
      },
      {
        title: g.checkupResults,
        items: [
          { label: t.checkupResult, icon: Microscope, route: 'checkupResult' },
          { label: t.checkupReport, icon: FileText, route: 'checkupReport' },
        ],
      },
      {
        title: g.checkupGuides,
        items: [
          { label: t.checkupInformation, icon: Info, route: 'checkupInformationHealth' },
          { label: t.checkupNotice, icon: ShieldCheck, route: 'checkupNotice' },
        ],
      },
    ],
  },
  info: {
    label: messages.shell.tabs.info,
    icon: Hospital,
    groups: [
      {
        title: g.usingHospital,
        items: [
          { label: t.department, icon: Stethoscope, route: 'department' },
          { label: t.hospitalGuide, icon: Info, route: 'hospitalGuideOutpatient' },
          { label: t.notice, icon: Megaphone, route: 'notice' },
          { label: t.questionnaire, icon: ScanLine, route: 'questionnaire' },
          { label: t.inquiry, icon: MessageCircleQuestion, route: 'inquiry' },
        ],
      },
      {
        title: g.findingWay,
        items: [
          { label: t.hospitalFacilityWaytogo, icon: MapPin, route: 'hospitalFacilityWaytogo' },
          { label: t.hospitalFacilityParking, icon: SquareParking, route: 'hospitalFacilityParking' },
          { label: t.hospitalFacilityLayout, icon: Building2, route: 'hospitalFacilityLayout' },
          { label: t.hospitalFacilityConvenient, icon: Coffee, route: 'hospitalFacilityConvenient' },
          { label: t.hospitalFacilityTelephone, icon: Phone, route: 'hospitalFacilityTelephone' },
        ],
      },
      {
        title: g.outside,
        items: [
          { label: outsidePlaces.funeral, icon: Flower2, external: 'https://funeral.hanbit-hospital.kr' },
          { label: outsidePlaces.insurance, icon: ShieldCheck, external: 'https://claim.hanbit-hospital.kr' },
        ],
      },
    ],
  },
}

/** Every entry of a tab's menu, in order. */
export const menuItems = (tab: TabId): MenuItem[] => TAB_MENUS[tab].groups.flatMap((group) => group.items)

export const menuHref = (item: MenuItem): string => (item.route ? href(item.route) : item.external)
