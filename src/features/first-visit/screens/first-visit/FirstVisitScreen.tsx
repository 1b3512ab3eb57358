import { useQuery } from '@tanstack/react-query'
import type { FirstVisitList } from '@/api/generated/outpatient/model'
import { firstVisitsQuery, useFirstVisitPatientNo } from '@/shared/blocks/first-visit/first-visit-queries'
import { formatDate } from '@/shared/lib/korea-time'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { LinkButton, List, ListRow, Page, QueryState, Section, Stack } from '@/shared/ui'
import { AlreadyPatient } from '@/features/first-visit/components/AlreadyPatient'
import { FirstVisitIntro } from '@/features/first-visit/components/FirstVisitIntro'
import { RequestView } from '@/features/first-visit/components/RequestView'
import { StatusBadge } from '@/features/first-visit/components/StatusBadge'

/** Requests before the newest, in a line each. */
function Earlier({ list }: { list: FirstVisitList }) {
  const earlier = list.items.slice(1)
  if (earlier.length === 0) return null
  return (
    <Section title={firstVisit.earlier}>
      <List>
        {earlier.map((request) => (
          <ListRow
            key={request.firstVisitId}
            title={request.departmentName ?? firstVisit.facts.departmentUnknown}
            meta={formatDate(request.createdAt)}
            trailing={<StatusBadge status={request.status} />}
          />
        ))}
      </List>
    </Section>
  )
}

/**
 * A newcomer's first visit (the app team's proposal): without a request, what it is and the way
 * to ask; with one, where the newest stands (waiting, booked with a patient number, a call from
 * the desk, cancelled) and the earlier ones. A booking's patient number reaches the session here.
 */
export default function FirstVisitScreen() {
  const session = useSession()
  const query = useQuery(firstVisitsQuery())
  useFirstVisitPatientNo(query.data, session.hasPatientNo)
  return (
    <Page>
      <QueryState
        query={query}
        isEmpty={(list) => list.items.length === 0}
        empty={session.hasPatientNo ? <AlreadyPatient /> : <FirstVisitIntro />}
      >
        {(list) => {
          const [latest] = list.items
          if (!latest) return null
          return (
            <>
              <RequestView request={latest} />
              {latest.status === 'CANCELLED' && !session.hasPatientNo && (
                <Stack inset>
                  <LinkButton variant="primary" size="lg" fullWidth to={href('firstVisitNew')}>
                    {firstVisit.cancelled.again}
                  </LinkButton>
                </Stack>
              )}
              <Earlier list={list} />
            </>
          )
        }}
      </QueryState>
    </Page>
  )
}
