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
        <span className={styles.rowTitle}>
          {unread && <span className={styles.dot} aria-hidden="true" />}
          <span className={unread ? styles.unreadTitle : undefined}>{message.title}</span>
        </span>
      }
      description={
        <>
          <span className={styles.preview}>{message.body}</span>
          <span className={styles.meta}>
            {messageBox.categories[message.category]} · {formatDate(message.sentAt)}
          </span>
        </>
      }
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
