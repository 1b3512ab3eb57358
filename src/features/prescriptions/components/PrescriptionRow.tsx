import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@/shared/lib/korea-time'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { AppLink } from '@/shared/navigation/AppLink'
import { Badge, Cluster, KeepWhole, ListRow, Stack } from '@/shared/ui'
import { detailHref } from '@/features/prescriptions/lib/links'
import { factsOf, modifyingOf, viewOf, type RxView } from '@/shared/domain/prescriptions/rx-flow'
import { rxStatusQuery } from '@/features/prescriptions/prescriptions.queries'
import { ModifyNoticeAction } from './ModifyNoticeAction'

export interface PrescriptionListItem {
  prscNo: string
  issuedAt: string
  departmentName: string
  doctorName: string
  drugCount: number
  rxId?: string
  pharmName?: string
  /** The hospital is changing it (the list's answer). */
  modifying?: 'Y' | 'N'
  /** The patient asked to be told when the change is done. */
  modifyNotice?: 'Y' | 'N'
}

interface RowFacts {
  expired: boolean
  serviceOpen: boolean
}

/** Where the row's e-prescription stands: the service's state (if made) and the hospital's facts. */
function useRowView(item: PrescriptionListItem, { expired, serviceOpen }: RowFacts) {
  const status = useQuery({ ...rxStatusQuery(item.rxId ?? ''), enabled: Boolean(item.rxId) })
  const view = viewOf(factsOf(status.data, { modifying: modifyingOf(item), expired, serviceOpen }))
  return { status, view }
}

function RxStatusLine({
  item,
  view,
  status,
}: {
  item: PrescriptionListItem
  view: RxView
  status: ReturnType<typeof useRowView>['status']
}) {
  if (item.rxId && status.isPending) return <span>{words.list.statusLoading}</span>
  if (item.rxId && status.isError) return <span>{words.list.statusUnknown}</span>
  const pharmName = status.data?.pharmName ?? item.pharmName
  const saysWhy = view.next.kind === 'blocked' || view.next.kind === 'modifying'
  return (
    <Cluster as="span">
      <Badge tone={view.badge.tone}>{view.badge.label}</Badge>
      <KeepWhole>
        {[
          saysWhy ? view.waiting : view.waitingShort !== view.badge.label && view.waitingShort,
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
 * e-prescription stands with what it waits for. A tap opens the prescription. While the hospital
 * changes it, the row says so and offers to tell the patient when it is done (under the row: a
 * button cannot sit inside the row's link).
 */
export function PrescriptionRow({ item, ...facts }: { item: PrescriptionListItem } & RowFacts) {
  const { status, view } = useRowView(item, facts)
  const modifying = view.next.kind === 'modifying' && !(item.rxId && status.isPending)
  return (
    <>
      <ListRow
        as={AppLink}
        to={detailHref(item)}
        chevron
        title={`${item.departmentName} ${words.doctorTitle(item.doctorName)}`}
        meta={[
          `${words.list.issued(formatDate(item.issuedAt))} · ${words.drugCount(item.drugCount)}`,
          <RxStatusLine key="status" item={item} view={view} status={status} />,
        ]}
      />
      {modifying && (
        <Stack inset padded>
          <ModifyNoticeAction prescription={item} />
        </Stack>
      )}
    </>
  )
}
