import { useQueries } from '@tanstack/react-query'
import { Megaphone } from 'lucide-react'
import type { NoticeSummary } from '@/api/generated/hospital/model'
import { errorMessageOf } from '@/api/http'
import { isInCurrentWeek } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { hospital } from '@/shared/messages/hospital'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, Button, EmptyState, InfoBox, List, ListRow, Page, QueryState, Stack, Text } from '@/shared/ui'
import { useRememberedParam } from '@/features/hospital/hooks/use-remembered-param'
import { noticesPageQuery } from '@/features/hospital/hospital.queries'

const { notice: words } = hospital

const noticeHref = (notice: NoticeSummary) => href('noticeDetail', undefined, { uid: String(notice.uid) })

function NoticeRow({ notice }: { notice: NoticeSummary }) {
  return (
    <ListRow
      as={AppLink}
      to={noticeHref(notice)}
      chevron
      leading={<Badge tone={notice.noticeYn === 'Y' ? 'primary' : 'neutral'}>{words.mark[notice.noticeYn]}</Badge>}
      title={notice.title}
      description={
        <>
          {formatDate(notice.updateDate, false)}{' '}
          {isInCurrentWeek(notice.updateDate) && <Badge tone="danger">{words.newMark}</Badge>}
        </>
      }
    />
  )
}

/**
 * The notices, ten a page: pinned ones first, each marked 공지 or 일반, with 새 글 when updated
 * this week. "더 보기" adds the next page under the ones already shown.
 */
export default function NoticeScreen() {
  const [pagesParam, setPagesParam] = useRememberedParam('pages')
  const pages = Math.max(1, Math.floor(Number(pagesParam)) || 1)
  const queries = useQueries({
    queries: Array.from({ length: pages }, (_, i) => noticesPageQuery(i + 1)),
  })
  const first = queries[0]!
  const last = queries.at(-1)!
  const notices = queries.flatMap((q) => q.data?.items ?? [])
  const total = first.data?.page.totalCount ?? 0
  const totalPages = first.data?.page.totalPages ?? 1

  return (
    <Page>
      <QueryState
        query={first}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState icon={<Megaphone aria-hidden="true" />} title={words.empty} description={words.emptyHint} />}
      >
        {() => (
          <>
            <List label={words.list}>
              {notices.map((notice) => (
                <NoticeRow key={notice.uid} notice={notice} />
              ))}
            </List>
            <Stack inset align="center" gap={2}>
              <Text size="sm" tone="sub" role="status">
                {words.shown(notices.length, total)}
              </Text>
              {last.isError && pages > 1 && <InfoBox tone="warning">{errorMessageOf(last.error)}</InfoBox>}
              {(pages < totalPages || last.isError) && (
                <Button
                  variant="outline"
                  fullWidth
                  loading={last.isPending}
                  onClick={() => (last.isError ? void last.refetch() : setPagesParam(String(pages + 1)))}
                >
                  {last.isError ? messages.common.retry : words.more}
                </Button>
              )}
            </Stack>
          </>
        )}
      </QueryState>
    </Page>
  )
}
