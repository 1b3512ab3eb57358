import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CircleCheck, DoorOpen, MapPin, RotateCw } from 'lucide-react'
import { useParams } from 'react-router-dom'
import type { WaitingInfo } from '../../../../api/generated/common/model'
import { formatTime, kst } from '../../../../shared/lib/dates'
import { visit } from '../../../../shared/messages/visit'
import { AppLink } from '../../../../shared/navigation/AppLink'
import { href } from '../../../../shared/routes/route-table'
import { Button, QueryState } from '../../../../shared/ui'
import { TodayVisitActions } from '../../components/TodayVisitActions'
import styles from '../../components/VisitScreens.module.css'
import { waitingView } from '../../lib/waiting'
import { waitingNumberQuery } from '../../visit.queries'

function WaitingCard({ info }: { info: WaitingInfo }) {
  const view = waitingView(info)
  const who = [info.departmentName, info.doctorName && visit.doctorTitle(info.doctorName)].filter(Boolean).join(' ')
  return (
    // Read out again whenever the queue moves.
    <section className={styles.waitCard} aria-live="polite" aria-labelledby="waiting-words">
      <p className={styles.waitWho}>{who}</p>
      {view.kind === 'waiting' && (
        <>
          <p className={styles.waitLabel}>{visit.waiting.myTurn}</p>
          <p className={styles.waitWords} id="waiting-words">
            {view.words}
          </p>
          {info.cln_rnk > 0 && <p className={styles.waitHint}>{visit.waiting.roomTotal(info.cln_rnk)}</p>}
        </>
      )}
      {view.kind === 'called' && (
        <>
          <DoorOpen className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {visit.waiting.called}
          </p>
          <p className={styles.waitHint}>{visit.waiting.calledHint}</p>
        </>
      )}
      {view.kind === 'beforeArrival' && (
        <>
          <MapPin className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {visit.waiting.beforeArrival}
          </p>
          <p className={styles.waitHint}>{visit.waiting.beforeArrivalHint}</p>
        </>
      )}
      {view.kind === 'done' && (
        <>
          <CircleCheck className={styles.waitIcon} aria-hidden="true" />
          <p className={styles.waitWords} id="waiting-words">
            {visit.waiting.done}
          </p>
          <p className={styles.waitHint}>{visit.waiting.doneHint}</p>
          <AppLink className={styles.primaryLink} to={href('outpatientPaymentDefault')}>
            {visit.waiting.payment}
          </AppLink>
        </>
      )}
    </section>
  )
}

/**
 * The waiting number (대기순번) of today's clinic visit. It refreshes itself every 15 seconds
 * while the screen is in front (and not in the background), says when it was last updated and
 * can be refreshed by hand. Before arrival it explains that the number comes with arrival
 * check-in, and offers it.
 */
export default function WaitingNumberScreen() {
  const { receptionId = '', departmentCode = '' } = useParams()
  const queryClient = useQueryClient()
  const options = waitingNumberQuery(receptionId, departmentCode)
  const query = useQuery(options)
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey })
  return (
    <div className={styles.page}>
      <QueryState query={query}>
        {(info) => (
          <>
            <WaitingCard info={info} />
            <div className={styles.updated}>
              <p className={styles.updatedText}>
                {visit.waiting.updatedAt(formatTime(kst(info.updatedAt).format('HH:mm')))}
              </p>
              <Button
                variant="outline"
                icon={<RotateCw aria-hidden="true" />}
                loading={query.isFetching}
                onClick={() => void refresh()}
              >
                {visit.waiting.refresh}
              </Button>
            </div>
            <p className={styles.muted}>{visit.waiting.autoRefresh}</p>
            {waitingView(info).kind === 'beforeArrival' && (
              <TodayVisitActions receptionId={receptionId} showWaitingLink={false} onArrived={refresh} />
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
