import { useQuery } from '@tanstack/react-query'
import type { NoticeSummary } from '@/api/generated/hospital/model'
import { formatDate, isInCurrentWeek } from '@/shared/lib/korea-time'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, LinkButton, List, ListRow, QueryState, Section, Stack, Text } from '@/shared/ui'
import { mainNoticesQuery } from '@/features/home/home.queries'

export const noticeHref = (notice: NoticeSummary) => href('noticeDetail', undefined, { uid: String(notice.uid) })

/** The latest notices, marked notice or general, with the new badge for this week. */
export function NoticePreview() {
  const query = useQuery(mainNoticesQuery())
  return (
    <Section
      title={home.notices}
      action={
        <LinkButton variant="text" size="sm" to={href('notice')}>
          {home.seeAll}
        </LinkButton>
      }
    >
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={
          <Stack padded>
            <Text>{home.noNotices}</Text>
          </Stack>
        }
      >
        {(notices) => (
          <List label={home.notices}>
            {notices.map((notice) => (
              <ListRow
                key={notice.uid}
                as={AppLink}
                to={noticeHref(notice)}
                chevron
                leading={
                  <Badge tone={notice.noticeYn === 'Y' ? 'primary' : 'neutral'}>
                    {home.noticeMark[notice.noticeYn]}
                  </Badge>
                }
                title={notice.title}
                description={
                  <>
                    {formatDate(notice.updateDate, false)}{' '}
                    {isInCurrentWeek(notice.updateDate) && <Badge tone="danger">{home.newMark}</Badge>}
                  </>
                }
              />
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  )
}
