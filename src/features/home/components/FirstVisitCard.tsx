import { useQuery } from '@tanstack/react-query'
import { Hospital } from 'lucide-react'
import type { FirstVisitRequest } from '@/api/generated/outpatient/model'
import {
  firstVisitsQuery,
  latestFirstVisit,
  useFirstVisitPatientNo,
} from '@/shared/blocks/first-visit/first-visit-queries'
import { formatDate } from '@/shared/lib/korea-time'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { Badge, Card, CardHeader, LinkButton, Text } from '@/shared/ui'
import { CardLoading } from '@/features/home/components/HomeLoading'

/** Where the newest request stands, in one sentence. */
function standing(request: FirstVisitRequest): string {
  if (request.status === 'RECEIVED') return firstVisit.received.answerBy(formatDate(request.answerBy))
  if (request.callback) {
    const { callDate, callTime } = request.callback
    return firstVisit.callback.when(formatDate(callDate), firstVisit.callback.callTimes[callTime])
  }
  return firstVisit.booked.headline
}

/**
 * Home's card for a signed-in account without a patient number: the way to a first visit, or
 * where the request stands. Its own chunk, for those accounts only; a failure to read the
 * requests leaves the way in.
 */
export function FirstVisitCard() {
  const query = useQuery({ ...firstVisitsQuery(), meta: { errorDisplay: 'silent' } })
  // Shown only without a number: a booking's number is taken into the session.
  useFirstVisitPatientNo(query.data, false)
  if (query.isPending) return <CardLoading />
  const latest = query.data && latestFirstVisit(query.data)
  const open = latest && latest.status !== 'CANCELLED' ? latest : undefined
  return (
    <Card as="section" inset aria-labelledby="home-first-visit">
      <CardHeader
        titleId="home-first-visit"
        title={open ? firstVisit.home.title : firstVisit.intro.title}
        aside={
          open && <Badge tone={open.status === 'RECEIVED' ? 'warning' : 'info'}>{firstVisit.status[open.status]}</Badge>
        }
      />
      <Text tone="sub">{open ? standing(open) : firstVisit.fromRegister.hint}</Text>
      <LinkButton
        variant={open ? 'outline' : 'secondary'}
        size="lg"
        fullWidth
        to={href(open ? 'firstVisit' : 'firstVisitNew')}
        icon={<Hospital aria-hidden="true" />}
      >
        {open ? firstVisit.home.open : firstVisit.home.start}
      </LinkButton>
    </Card>
  )
}
