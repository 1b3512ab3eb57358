import type { MessageItem } from '@/api/generated/account/model'
import { formatDate, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { messageBox } from '@/shared/messages/message-box'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { Badge, Button, Cluster, Dialog, Stack, Text } from '@/shared/ui'
import { messageLink } from '@/features/message-box/lib/message-link'

/** 2026.11.22 (일) 오후 6:00, in Korea. */
const sentAtText = (sentAt: string) => `${formatDate(sentAt)} ${formatTime(isoDateTime(sentAt).slice(11, 16))}`

/**
 * A message in full, over the list (back closes it). A link to an app screen goes there through
 * the route guard, so a screen that needs a patient number still asks for one.
 */
export function MessageDialog({ message, onClose }: { message: MessageItem | null; onClose: () => void }) {
  const navigation = useAppNavigation()
  const link = messageLink(message?.linkPath)
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      variant="fullscreen"
      title={message?.title ?? ''}
      actions={
        link ? (
          <Button fullWidth size="lg" onClick={() => void navigation.navigate(link)}>
            {messageBox.open}
          </Button>
        ) : undefined
      }
    >
      {message && (
        <Stack gap={4}>
          <Cluster>
            <Badge tone="neutral">{messageBox.categories[message.category]}</Badge>
            <Text as="span" size="sm" tone="sub">
              <span className="visually-hidden">{messageBox.sentAt} </span>
              {sentAtText(message.sentAt)}
            </Text>
          </Cluster>
          <Text preLine>{message.body}</Text>
        </Stack>
      )}
    </Dialog>
  )
}
