import type { MessageItem } from '@/api/generated/account/model'
import { formatDate } from '@/shared/lib/korea-time'
import { messageBox } from '@/shared/messages/message-box'
import { Badge, ListRow } from '@/shared/ui'
import { CategoryIcon } from './CategoryIcon'
import styles from './MessageBox.module.css'

/** One message: unread ones say so in words, with a dot beside them, until they are opened. */
export function MessageRow({ message, onOpen }: { message: MessageItem; onOpen: (message: MessageItem) => void }) {
  const unread = message.clicked !== 'Y'
  return (
    <ListRow
      as="button"
      className={unread ? styles.unreadRow : undefined}
      onClick={() => onOpen(message)}
      leading={<CategoryIcon category={message.category} />}
      title={
        <span className={unread ? styles.unreadTitle : undefined}>
          {unread && <span className={styles.dot} aria-hidden="true" />}
          {message.title}
        </span>
      }
      // The whole message, never cut with "…": the box's messages are a sentence or two.
      meta={[message.body, `${messageBox.categories[message.category]} · ${formatDate(message.sentAt)}`]}
      trailing={
        unread ? (
          <Badge tone="primary">{messageBox.unread}</Badge>
        ) : (
          <span className="visually-hidden">{messageBox.read}</span>
        )
      }
      chevron
    />
  )
}
