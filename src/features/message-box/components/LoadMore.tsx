import { useEffect, useRef } from 'react'
import { messages } from '@/shared/messages'
import { messageBox } from '@/shared/messages/message-box'
import { Button, InfoBox, Stack, Text } from '@/shared/ui'

export interface LoadMoreProps {
  shown: number
  total: number
  hasMore: boolean
  loading: boolean
  /** Why the last page did not load (the server's reason), when it did not. */
  failure: string | undefined
  onMore: () => void
}

/**
 * The end of a list that loads more as the patient scrolls: when this comes near the screen the
 * next page loads by itself; the "더 보기" button does the same for anyone who does not scroll
 * (keyboard, switch control, a screen reader), and retries a page that failed. A failed page is
 * never retried by scrolling alone.
 */
export function LoadMore({ shown, total, hasMore, loading, failure, onMore }: LoadMoreProps) {
  const failed = failure !== undefined
  const sentinel = useRef<HTMLDivElement>(null)
  const more = useRef(onMore)
  useEffect(() => {
    more.current = onMore
  })

  const automatic = hasMore && !loading && !failed
  useEffect(() => {
    const target = sentinel.current
    if (!automatic || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current()
      },
      // A little before the end shows, so the next page is there when the patient gets to it.
      { rootMargin: '0px 0px 240px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [automatic])

  return (
    <Stack inset>
      <div ref={sentinel} aria-hidden="true" />
      <Text size="sm" tone="sub" align="center" role="status">
        {hasMore ? messageBox.shown(shown, total) : messageBox.allShown(total)}
      </Text>
      {failed && (
        <InfoBox tone="warning">
          {messageBox.moreFailed} {failure}
        </InfoBox>
      )}
      {hasMore && (
        <Button variant="outline" fullWidth loading={loading} onClick={onMore}>
          {failed ? messages.common.retry : messageBox.more}
        </Button>
      )}
    </Stack>
  )
}
