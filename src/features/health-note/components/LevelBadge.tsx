import { healthNote } from '@/shared/messages/health-note'
import { Badge } from '@/shared/ui'
import type { Level } from '@/features/health-note/lib/classify'
import { LEVEL_TONE } from '@/features/health-note/lib/readings'

/** 낮음 / 정상 / 주의 / 높음, in words. */
export function LevelBadge({ level }: { level: Level }) {
  return <Badge tone={LEVEL_TONE[level]}>{healthNote.levels[level]}</Badge>
}
