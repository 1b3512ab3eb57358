import { ArrowDown, ArrowUp, Check } from 'lucide-react'
import type { ResultFlag } from '@/api/generated/common/model'
import { records } from '@/shared/messages/records'
import { Badge, type BadgeTone } from '@/shared/ui'
import styles from './Records.module.css'

const LOOK: Record<ResultFlag, { tone: BadgeTone; Icon: typeof Check }> = {
  H: { tone: 'danger', Icon: ArrowUp },
  L: { tone: 'info', Icon: ArrowDown },
  N: { tone: 'primary', Icon: Check },
}

/** A result's judgement in words with an icon (높음 / 낮음 / 정상), never colour alone. */
export function Judgement({ flag }: { flag: ResultFlag }) {
  const { tone, Icon } = LOOK[flag]
  return (
    <span className={styles.flag}>
      <Badge tone={tone}>
        <Icon aria-hidden="true" />
        <span>{records.results.flag[flag]}</span>
      </Badge>
    </span>
  )
}
