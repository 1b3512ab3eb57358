import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { AppLink } from '@/shared/navigation/AppLink'
import { Badge, Cluster, KeepWhole, ListRow } from '@/shared/ui'
import { detailHref } from '../lib/links'
import { factsOf, viewOf } from '@/shared/domain/prescriptions/rx-flow'
import { rxStatusQuery } from '../prescriptions.queries'

export interface PrescriptionListItem {
  prscNo: string
  issuedAt: string
  departmentName: string
  doctorName: string
  drugCount: number
  rxId?: string
  pharmName?: string
}

function RxStatusLine({
  item,
  expired,
  serviceOpen,
}: {
  item: PrescriptionListItem
  expired: boolean
  serviceOpen: boolean
}) {
  const status = useQuery({ ...rxStatusQuery(item.rxId ?? ''), enabled: Boolean(item.rxId) })
  if (item.rxId && status.isPending) return <span>{words.list.statusLoading}</span>
  if (item.rxId && status.isError) return <span>{words.list.statusUnknown}</span>
  const view = viewOf(factsOf(status.data, { expired, serviceOpen }))
  const pharmName = status.data?.pharmName ?? item.pharmName
  return (
    <Cluster as="span">
      <Badge tone={view.badge.tone}>{view.badge.label}</Badge>
      <KeepWhole>
        {[
          view.next.kind === 'blocked' ? view.waiting : view.waitingShort !== view.badge.label && view.waitingShort,
          pharmName && view.step !== 'notSent' && view.step !== 'cancelled' ? pharmName : undefined,
        ]
          .filter(Boolean)
          .join(' · ')}
      </KeepWhole>
    </Cluster>
  )
}

/**
 * One prescription in a list: who issued it and when, how many medicines, and where its
 * e-prescription stands with what it waits for. A tap opens the prescription.
 */
export function PrescriptionRow({
  item,
  expired,
  serviceOpen,
}: {
  item: PrescriptionListItem
  expired: boolean
  serviceOpen: boolean
}) {
  return (
    <ListRow
      as={AppLink}
      to={detailHref(item)}
      chevron
      title={`${item.departmentName} ${words.doctorTitle(item.doctorName)}`}
      meta={[
        `${words.list.issued(formatDate(item.issuedAt))} · ${words.drugCount(item.drugCount)}`,
        <RxStatusLine key="status" item={item} expired={expired} serviceOpen={serviceOpen} />,
      ]}
    />
  )
}
