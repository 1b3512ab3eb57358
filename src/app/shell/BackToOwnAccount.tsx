import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { switchAccount } from '@/shared/session/session-actions'
import { useSession } from '@/shared/session/use-session'
import { accountSwitch } from '@/shared/messages/account-switch'
import styles from './Drawer.module.css'

/** The drawer's way back to the main account while acting as a family member (loads with the drawer). */
export default function BackToOwnAccount({ onSwitched }: { onSwitched: () => void }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  // A mutation, so a failed switch gets the answer rules' dialog.
  const switchBack = useMutation({ mutationFn: (userId: string) => switchAccount(queryClient, userId) })

  const backToOwnAccount = async () => {
    const main = session.mainUser
    if (!main) return
    const yes = await overlays.confirm({
      title: accountSwitch.switchQuestion(main.userName),
      confirmLabel: accountSwitch.switchTo,
    })
    if (!yes) return
    const hide = overlays.showSpinner()
    try {
      await switchBack.mutateAsync(main.userId)
      overlays.toast(accountSwitch.switchDone)
      onSwitched()
    } catch {
      // The answer rules have told the patient what went wrong.
    } finally {
      hide()
    }
  }

  return (
    <button type="button" className={styles.chip} onClick={() => void backToOwnAccount()}>
      {accountSwitch.myOwnAccount}
    </button>
  )
}
