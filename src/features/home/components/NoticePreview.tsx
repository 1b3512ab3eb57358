import { useQuery } from '@tanstack/react-query'
import type { NoticeSummary } from '@/api/generated/hospital/model'
import { formatDate, isInCurrentWeek } from '@/shared/lib/korea-time'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, List, ListRow, QueryState, Section } from '@/shared/ui'
import { mainNoticesQuery } from '../home.queries'
import styles from './HomeCards.module.css'

export const noticeHref = (notice: NoticeSummary) => href('noticeDetail', undefined, { uid: String(notice.uid) })

/** The latest notices, marked notice or general, with the new badge for this week. */
export function NoticePreview() {
  const query = useQuery(mainNoticesQuery())
  return (
    <Section
      title={home.notices}
      action={
        <AppLink className={styles.seeAll} to={href('notice')}>
          {home.seeAll}
        </AppLink>
      }
    >
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.contact}>{home.noNotices}</p>}
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
