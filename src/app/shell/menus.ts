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
import { href, type StaticRouteName } from '@/shared/routes/route-table'

import type { TabId } from './tabs'

export type MenuItem = { label: string; icon: LucideIcon } & (
  { route: StaticRouteName; external?: undefined } | { external: string; route?: undefined }
)

const t = messages.titles

/** Each tab's menu icons (spec: "each tab has menu icons"). */
export const TAB_MENUS: Record<TabId, { label: string; icon: LucideIcon; items: MenuItem[] }> = {
  outpatient: {
    label: messages.shell.tabs.outpatient,
    icon: Stethoscope,
    items: [
      { label: t.outpatientAppointment, icon: CalendarCheck, route: 'outpatientAppointmentStep1' },
      { label: t.outpatientAppointmentInquiry, icon: CalendarDays, route: 'outpatientAppointmentInquiryClinic' },
      { label: t.todaySchedule, icon: CalendarClock, route: 'todaySchedule' },
      { label: t.timeline, icon: ClipboardList, route: 'timeline' },
      { label: t.visitHistory, icon: History, route: 'visitHistory' },
      { label: t.outpatientPayment, icon: Wallet, route: 'outpatientPaymentDefault' },
      { label: t.outpatientPaymentDelegate, icon: HandCoins, route: 'outpatientPaymentDelegate' },
      { label: t.outpatientPaymentHistory, icon: Receipt, route: 'outpatientPaymentHistory' },
      { label: t.outpatientResult, icon: Microscope, route: 'outpatientResult' },
      { label: t.outpatientMedicine, icon: Pill, route: 'outpatientMedicine' },
      { label: t.medicineReminders, icon: AlarmClock, route: 'medicineReminders' },
      { label: t.prescriptions, icon: Send, route: 'prescriptions' },
      { label: t.hipassGuide, icon: CreditCard, route: 'hipassGuide' },
      { label: t.parkingInfo, icon: Car, route: 'parkingInfo' },
    ],
  },
  inpatient: {
    label: messages.shell.tabs.inpatient,
    icon: BedDouble,
    items: [
      { label: t.inpatientSchedule, icon: CalendarDays, route: 'inpatientOperationSchedule' },
      { label: t.inpatientOperationCurrent, icon: HeartPulse, route: 'inpatientOperationCurrentDefault' },
      { label: t.inpatientResult, icon: Microscope, route: 'inpatientResult' },
      { label: t.inpatientPayment, icon: Wallet, route: 'inpatientPaymentDefault' },
      { label: t.inpatientMedicine, icon: Pill, route: 'inpatientMedicine' },
      { label: t.inpatientRound, icon: Utensils, route: 'inpatientRound' },
      { label: t.inpatientInformation, icon: Info, route: 'inpatientInformationProcess' },
      { label: t.inpatientLifeInformation, icon: BedDouble, route: 'inpatientLifeInformationLife' },
    ],
  },
  checkup: {
    label: messages.shell.tabs.checkup,
    icon: FileHeart,
    items: [
      { label: t.checkupAppointment, icon: CalendarCheck, route: 'checkupAppointment' },
      { label: t.checkupSchedule, icon: CalendarDays, route: 'checkupSchedule' },
      { label: t.checkupScheduleDesign, icon: ClipboardList, route: 'checkupScheduleDesign' },
      { label: t.checkupResult, icon: Microscope, route: 'checkupResult' },
      { label: t.checkupReport, icon: FileText, route: 'checkupReport' },
      { label: t.checkupInformation, icon: Info, route: 'checkupInformationHealth' },
      { label: t.checkupNotice, icon: ShieldCheck, route: 'checkupNotice' },
    ],
  },
  info: {
    label: messages.shell.tabs.info,
    icon: Hospital,
    items: [
      { label: t.department, icon: Stethoscope, route: 'department' },
      { label: t.notice, icon: Megaphone, route: 'notice' },
      { label: t.hospitalGuide, icon: Info, route: 'hospitalGuideOutpatient' },
      { label: t.hospitalFacilityWaytogo, icon: MapPin, route: 'hospitalFacilityWaytogo' },
      { label: t.hospitalFacilityLayout, icon: Building2, route: 'hospitalFacilityLayout' },
      { label: t.hospitalFacilityConvenient, icon: Coffee, route: 'hospitalFacilityConvenient' },
      { label: t.hospitalFacilityParking, icon: SquareParking, route: 'hospitalFacilityParking' },
      { label: t.hospitalFacilityTelephone, icon: Phone, route: 'hospitalFacilityTelephone' },
      { label: t.questionnaire, icon: ScanLine, route: 'questionnaire' },
      { label: t.inquiry, icon: MessageCircleQuestion, route: 'inquiry' },
      { label: messages.shell.external.funeral, icon: Flower2, external: 'https://funeral.hanbit-hospital.kr' },
      { label: messages.shell.external.insurance, icon: ShieldCheck, external: 'https://claim.hanbit-hospital.kr' },
    ],
  },
}

export const menuHref = (item: MenuItem): string => (item.route ? href(item.route) : item.external)
