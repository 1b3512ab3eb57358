import { CircleCheck, DoorOpen, MapPin } from 'lucide-react'
import type { WaitingInfo } from '@/api/generated/common/model'
import { visit } from '@/shared/messages/visit'
import { href } from '@/shared/routes/route-table'
import { waitingView, waitingWho } from '@/features/visit/lib/waiting'
import { Card, LinkButton, Text } from '@/shared/ui'
import styles from './VisitScreens.module.css'

const words = visit.waiting

/** The number large, and the people ahead beside it. */
function Figures({ rank, ahead }: { rank: number; ahead: number }) {
  return (
    <dl className={styles.waitFigures}>
      <div className={styles.waitFigure}>
        <dt>{words.number}</dt>
        <dd className={styles.waitNumber}>{words.numberValue(rank)}</dd>
      </div>
      <div className={styles.waitFigure}>
        <dt>{words.ahead}</dt>
        <dd className={styles.waitAhead}>{words.aheadValue(ahead)}</dd>
      </div>
    </dl>
  )
}

/** The waiting number's card: who, where, and the queue (or why there is none). */
export function WaitingCard({ info, room }: { info: WaitingInfo; room: string | undefined }) {
  const view = waitingView(info)
  return (
    // Read out again whenever the queue moves.
    <Card as="section" inset className={styles.waitCard} aria-live="polite" aria-labelledby="waiting-words">
      <Text size="lg" weight="bold">
        {waitingWho(info)}
      </Text>
      {room && view.kind !== 'done' && (
        <p className={styles.waitRoom}>
          <MapPin aria-hidden="true" />
          <span className="visually-hidden">{words.room}</span>
          {room}
        </p>
      )}
      {view.kind === 'waiting' && (
        <>
          <Figures rank={info.rnk} ahead={info.cnt} />
          <p className={styles.waitWords} id="waiting-words">
            {view.words}
          </p>
          {info.cln_rnk > 0 && (
            <Text size="sm" tone="sub">
              {words.roomTotal(info.cln_rnk)}
            </Text>
          )}
        </>
      )}
      {view.kind === 'called' && (
        <>
          <DoorOpen className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {words.called}
          </p>
          <Text size="sm" tone="sub">
            {words.calledHint}
          </Text>
        </>
      )}
      {view.kind === 'beforeArrival' && (
        <>
          <MapPin className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {words.beforeArrival}
          </p>
          <Text size="sm" tone="sub">
            {words.beforeArrivalHint}
          </Text>
        </>
      )}
      {view.kind === 'done' && (
        <>
          <CircleCheck className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {words.done}
          </p>
          <Text size="sm" tone="sub">
            {words.doneHint}
          </Text>
          <LinkButton variant="primary" to={href('outpatientPaymentDefault')}>
            {words.payment}
          </LinkButton>
        </>
      )}
    </Card>
  )
}
