import { useQuery } from '@tanstack/react-query'
import { FileQuestion } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { NoticeDetail } from '@/api/generated/hospital/model'
import { isInCurrentWeek } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { hospital } from '@/shared/messages/hospital'
import { href } from '@/shared/routes/route-table'
import { Badge, Cluster, EmptyState, LinkButton, Page, QueryState, Stack, Text } from '@/shared/ui'
import styles from '@/features/hospital/components/Hospital.module.css'
import { useNoticeLinks } from '@/features/hospital/hooks/use-notice-links'
import { noticeDetailQuery } from '@/features/hospital/hospital.queries'
import { sanitizeNoticeHtml } from '@/features/hospital/lib/notice-html'

const { notice: words } = hospital

function Notice({ notice }: { notice: NoticeDetail }) {
  // The server's HTML, sanitized before it reaches the page (scripts, handlers, javascript: links).
  const body = useMemo(() => sanitizeNoticeHtml(notice.contents), [notice.contents])
  // Its links open through the app or the phone's browser, never inside the WebView.
  const bodyRef = useRef<HTMLDivElement>(null)
  useNoticeLinks(bodyRef)
  return (
    <article aria-labelledby="notice-title">
      <Stack as="header" gap={2} className={styles.article}>
        <Cluster>
          <Badge tone={notice.noticeYn === 'Y' ? 'primary' : 'neutral'}>{words.mark[notice.noticeYn]}</Badge>
          {isInCurrentWeek(notice.updateDate) && <Badge tone="danger">{words.newMark}</Badge>}
        </Cluster>
        <Text as="h2" id="notice-title" size="xl" weight="bold">
          {notice.title}
        </Text>
        <Cluster gap={3}>
          <Text as="span" size="sm" tone="sub">{`${words.date} ${formatDate(notice.updateDate)}`}</Text>
          <Text as="span" size="sm" tone="sub">{`${words.writer} ${notice.writer}`}</Text>
          <Text as="span" size="sm" tone="sub">
            {words.views(notice.viewCount)}
          </Text>
        </Cluster>
      </Stack>
      <div ref={bodyRef} className={styles.noticeBody} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  )
}

/** One notice (?uid=1024): title, date, writer, views and the sanitized body. */
export default function NoticeDetailScreen() {
  const [params] = useSearchParams()
  const uid = Number(params.get('uid'))
  const valid = Number.isInteger(uid) && uid > 0
  const query = useQuery(noticeDetailQuery(uid))
  return (
    <Page>
      {valid ? (
        <QueryState query={query}>{(notice) => <Notice notice={notice} />}</QueryState>
      ) : (
        <EmptyState icon={<FileQuestion aria-hidden="true" />} title={words.missingUid} />
      )}
      <Stack inset>
        <LinkButton to={href('notice')}>{words.toList}</LinkButton>
      </Stack>
    </Page>
  )
}
