/**
 * The message box's reads, shared by the message box screen (its pages) and the drawer (how
 * many wait unread), and what reading a message changes in both.
 */
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { getListMessagesQueryKey, getListMessagesQueryOptions, listMessages } from '@/api/generated/account'
import type { MessageClickResult, MessagePage } from '@/api/generated/account/model'

/** Messages a page: the list loads the next page as the patient scrolls. */
export const MESSAGE_PAGE_SIZE = 10

/** A page from the server: kept for a minute, a new message arrives by push anyway. */
const STALE = 60_000

/**
 * Every page loaded so far, as one infinite query. The message box pages through the path
 * (`/{page}/{pageSize}`), which the generated options cannot page through, so the pages are read
 * with the generated call under the generated key of the first page (marked as the page list).
 */
export const messagePagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...getListMessagesQueryKey(1, MESSAGE_PAGE_SIZE), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => listMessages(pageParam, MESSAGE_PAGE_SIZE, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) =>
      last.page.currentPage < last.page.totalPages ? last.page.currentPage + 1 : undefined,
    staleTime: STALE,
    // The screen shows a failed page where the next messages would be, with a retry.
    meta: { errorDisplay: 'silent' },
  })

/** How many messages wait unread (a page of one is enough to get the count). */
export const unreadMessagesQuery = () =>
  getListMessagesQueryOptions(1, 1, { query: { staleTime: STALE, select: (page) => page.unreadCount } })

/** The message shown as read at once, before the server has answered (and the count with it). */
export function showMessageRead(queryClient: QueryClient, messageId: string): void {
  queryClient.setQueryData(messagePagesQuery().queryKey, (data) => {
    if (!data) return data
    const wasUnread = data.pages.some((page) =>
      page.items.some((message) => message.messageId === messageId && message.clicked !== 'Y'),
    )
    if (!wasUnread) return data
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadCount: Math.max(0, page.unreadCount - 1),
        items: page.items.map((message) =>
          message.messageId === messageId ? { ...message, clicked: 'Y' as const } : message,
        ),
      })),
    }
  })
}

/** The server has kept the read mark: its time and the count it reports. */
export function messageReadKept(queryClient: QueryClient, result: MessageClickResult): void {
  queryClient.setQueryData(messagePagesQuery().queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unreadCount: result.unreadCount,
            items: page.items.map((message) =>
              message.messageId === result.messageId
                ? { ...message, clicked: result.clicked, clickedAt: result.clickedAt }
                : message,
            ),
          })),
        }
      : data,
  )
  void queryClient.invalidateQueries({ queryKey: unreadMessagesQuery().queryKey })
}

/** The read mark did not reach the server: what the server has is shown again. */
export function messageReadFailed(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messagePagesQuery().queryKey })
  void queryClient.invalidateQueries({ queryKey: unreadMessagesQuery().queryKey })
}
