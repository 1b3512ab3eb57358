import { BellRing, Check } from 'lucide-react'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Button, Cluster, Text } from '@/shared/ui'
import { useModifyNotice } from '@/features/prescriptions/hooks/use-modify-notice'

interface Prescription {
  prscNo: string
  issuedAt: string
  modifyNotice?: 'Y' | 'N'
}

/**
 * While the hospital changes a prescription: "tell me when it is done", or, once asked, that the
 * patient will be told (read out when it changes). `fullWidth` for the screen's bottom action.
 */
export function ModifyNoticeAction({
  prescription,
  size = 'md',
  fullWidth = false,
}: {
  prescription: Prescription
  size?: 'md' | 'lg'
  fullWidth?: boolean
}) {
  const notice = useModifyNotice(prescription)
  return (
    <div aria-live="polite">
      {notice.isSet ? (
        <Cluster>
          <Check aria-hidden="true" />
          <Text as="span" weight="bold">
            {words.modifying.notifySet}
          </Text>
          <Text as="span" size="sm" tone="sub">
            {words.modifying.notifySetHint}
          </Text>
        </Cluster>
      ) : (
        <Button
          variant={fullWidth ? 'primary' : 'outline'}
          size={size}
          fullWidth={fullWidth}
          icon={<BellRing aria-hidden="true" />}
          loading={notice.isAsking}
          onClick={() => void notice.ask()}
        >
          {words.modifying.notifyMe}
        </Button>
      )}
    </div>
  )
}
