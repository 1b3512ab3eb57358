import { isoDate, kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'

/** A moment as patients read it: "오후 1:10" today, "2026.11.22 (일) 오후 4:40" on another day. */
export function momentText(iso: string, today: string): string {
  const time = formatTime(kst(iso).format('HH:mm'))
  return isoDate(iso) === today ? time : `${formatDate(iso)} ${time}`
}
