import {
  CalendarCheck,
  FileHeart,
  Megaphone,
  MessageCircleQuestion,
  Microscope,
  Send,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import type { MessageCategory } from '@/api/generated/account/model'

const ICONS: Record<MessageCategory, LucideIcon> = {
  APPOINTMENT: CalendarCheck,
  PAYMENT: Wallet,
  RESULT: Microscope,
  PRESCRIPTION: Send,
  CHECKUP: FileHeart,
  NOTICE: Megaphone,
  INQUIRY: MessageCircleQuestion,
}

/** The kind of message at a glance (its word is beside it). */
export function CategoryIcon({ category }: { category: MessageCategory }) {
  const Icon = ICONS[category]
  return <Icon aria-hidden="true" />
}
