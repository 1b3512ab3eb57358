import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { useState } from 'react'
import { useMarkMessageClicked } from '@/api/generated/account'
import type { MessageItem, MessagePage } from '@/api/generated/account/model'
import { errorMessageOf } from '@/api/http'
import {
  messagePagesQuery,
  messageReadFailed,
  messageReadKept,
  showMessageRead,
} from '@/shared/blocks/messages/message-queries'
import { messageBox } from '@/shared/messages/message-box'
import { EmptyState, ErrorState, List, Page, SkeletonList, Stack, Text } from '@/shared/ui'
import { LoadMore } from '@/features/message-box/components/LoadMore'
import { MessageDialog } from '@/features/message-box/components/MessageDialog'
import { MessageRow } from '@/features/message-box/components/MessageRow'

/**
 * 메시지함: what the hospital wrote, newest first, loading the next page as the patient scrolls
 * ("더 보기" for anyone who does not). Unread messages say so until they are opened; opening one
 * shows it in full and tells the server it was read (the spec's clicked flag), so it stays read
 * after the app is opened again. A link in a message goes to that screen.
 */
export default function MessageBoxScreen() {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(messagePagesQuery())
  const [opened, setOpened] = useState<MessageItem | null>(null)
  const markRead = useMarkMessageClicked({
    mutation: {
      // A read mark that does not arrive is no reason to interrupt the patient: the message
      // shows unread again and is marked the next time it is opened.
      meta: { errorDisplay: 'silent' },
      onSuccess: (result) => messageReadKept(queryClient, result),
      onError: () => messageReadFailed(queryClient),
    },
  })

  const open = (message: MessageItem) => {
    setOpened(message)
    if (message.clicked === 'Y') return
    showMessageRead(queryClient, message.messageId)
    markRead.mutate({ data: { messageId: message.messageId } })
  }

  return (
    <Page>
      {query.isPending ? (
        <SkeletonList rows={5} />
      ) : !query.data ? (
        // The first page failed. (A later page that fails keeps the ones on screen: LoadMore.)
        <ErrorState message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.items.length === 0 ? (
        <EmptyState icon={<Mail aria-hidden="true" />} title={messageBox.empty} description={messageBox.emptyHint} />
      ) : (
        <MessageList
          pages={query.data.pages}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          failure={query.isFetchNextPageError ? errorMessageOf(query.error) : undefined}
          onMore={() => void query.fetchNextPage()}
          onOpen={open}
        />
      )}
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
    </Page>
  )
}

interface MessageListProps {
  pages: MessagePage[]
  hasMore: boolean
  loadingMore: boolean
  failure: string | undefined
  onMore: () => void
  onOpen: (message: MessageItem) => void
}

function MessageList({ pages, hasMore, loadingMore, failure, onMore, onOpen }: MessageListProps) {
  const messages = pages.flatMap((page) => page.items)
  // The newest page knows the count best (every page is corrected when a message is read).
  const unread = pages.at(-1)?.unreadCount ?? 0
  return (
    <>
      <Stack inset>
        <Text weight="bold">{messageBox.unreadSummary(unread)}</Text>
      </Stack>
      <List label={messageBox.listLabel}>
        {messages.map((message) => (
          <MessageRow key={message.messageId} message={message} onOpen={onOpen} />
        ))}
      </List>
      <LoadMore
        shown={messages.length}
        total={pages[0]?.page.totalCount ?? messages.length}
        hasMore={hasMore}
        loading={loadingMore}
        failure={failure}
        onMore={onMore}
      />
      <Stack inset>
        <Text size="sm" tone="muted">
          {messageBox.kept}
        </Text>
      </Stack>
    </>
  )
}
