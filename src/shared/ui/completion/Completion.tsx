import { CircleCheck } from 'lucide-react'
import { type ReactNode, useLayoutEffect } from 'react'
import { BottomAction } from '../bottom-action/BottomAction'
import { Card } from '../card/Card'
import { FactList, type Fact } from '../fact-list/FactList'
import { Page, Stack } from '../layout/Layout'
import { KeepWhole } from '../text/Text'
import styles from './Completion.module.css'

export interface CompletionProps {
  /** What happened, in one sentence: "예약이 완료되었습니다". */
  title: ReactNode
  /** What it means, or what comes next. */
  message?: ReactNode
  /** The key facts: amount, time, place, number. */
  facts?: readonly Fact[]
  /** The one next step (a LinkButton or Button, variant primary). */
  primary: ReactNode
  /** The other way on: home, the list (variant ghost or outline). */
  secondary?: ReactNode
  /** Anything else the moment needs (a note, an alarm offer), under the facts. */
  children?: ReactNode
  icon?: ReactNode
}

/**
 * The end of a flow (a booking, a payment, an arrival check-in): what happened in one sentence,
 * the key facts, the one next step as a button and a way home, fixed at the bottom.
 */
export function Completion({ title, message, facts, primary, secondary, children, icon }: CompletionProps) {
  // A completion stands in place of the flow's last step, on the same page (no new page for the
  // router to open at the top): the step was scrolled down to its button, and the page, shorter
  // now, would keep part of that height, the mark under the sticky header and tabs. It opens at
  // its top, before it paints.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [])
  return (
    <Page>
      <div className={styles.done} role="status">
        <span className={styles.icon}>{icon ?? <CircleCheck aria-hidden="true" />}</span>
        <h2 className={styles.title}>
          <KeepWhole>{title}</KeepWhole>
        </h2>
        {message && (
          <p className={styles.message}>
            <KeepWhole>{message}</KeepWhole>
          </p>
        )}
      </div>
      {(facts || children) && (
        <Stack inset gap={4}>
          {facts && (
            <Card>
              <FactList facts={facts} />
            </Card>
          )}
          {children}
        </Stack>
      )}
      <BottomAction stacked={Boolean(secondary)}>
        {primary}
        {secondary}
      </BottomAction>
    </Page>
  )
}
