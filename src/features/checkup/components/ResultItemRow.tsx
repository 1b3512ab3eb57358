import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import type { CheckupResultItem } from '@/api/generated/checkup/model'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { Cluster, Nowrap, Text } from '@/shared/ui'
import { changeBetween, directionOf, parseRange, parseValue } from '@/features/checkup/lib/reference-range'
import { unitAsWritten } from '@/shared/lib/units'
import { JudgementBadge } from './JudgementBadge'
import styles from './Result.module.css'
import { ValueRange } from './ValueRange'

const { result: words } = checkup

const CHANGE_ICON = { up: TrendingUp, down: TrendingDown, same: Minus }

/**
 * One measured item the way a patient understands it: the value and its unit, the judgement in
 * words, which side of the range it is on, the picture, the reference range, and the change
 * since the previous checkup.
 */
export function ResultItemRow({ item, previousDate }: { item: CheckupResultItem; previousDate?: string | undefined }) {
  const value = parseValue(item.value)
  const range = parseRange(item.referenceRange)
  const direction = value !== undefined && range ? directionOf(value, range) : undefined
  const change = previousDate ? changeBetween(item.previousValue, item.value) : undefined
  const ChangeIcon = change ? CHANGE_ICON[change.direction] : undefined
  return (
    <>
      <Cluster justify="between">
        <Text as="span" weight="bold">
          {item.itemName}
        </Text>
        <JudgementBadge judgement={item.judgement} />
      </Cluster>
      <p className={styles.itemValue}>
        <span className="visually-hidden">{words.myValue} </span>
        {item.value}
        {item.unit && <span className={styles.unit}>{unitAsWritten(item.unit)}</span>}
        {direction && direction !== 'within' && <span className={styles.direction}>{words.direction[direction]}</span>}
      </p>
      {value !== undefined && range && <ValueRange value={value} range={range} judgement={item.judgement} />}
      {item.referenceRange && (
        <Text size="sm" tone="sub">
          {words.reference(item.referenceRange)}
        </Text>
      )}
      {change && ChangeIcon && previousDate && (
        <p className={styles.change}>
          <ChangeIcon aria-hidden="true" />
          <span>
            {change.direction === 'same'
              ? words.changeSame(formatDate(previousDate, false))
              : change.direction === 'up'
                ? words.changeUp(formatDate(previousDate, false), change.amount)
                : words.changeDown(formatDate(previousDate, false), change.amount)}{' '}
            <Nowrap>
              ({item.previousValue} → {item.value})
            </Nowrap>
          </span>
        </p>
      )}
    </>
  )
}
