import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { switchAccount } from './session-actions'
import { accountSwitch } from '../messages/account-switch'

export interface AccountSwitchOptions {
  /**
   * Ask first ("{name}님의 계정으로 전환할까요?"), as the family screens do. Home's family row
   * switches at the tap: the names are on the buttons, the way back is one tap in the same place,
   * and the notice says whose account is now shown.
   */
  ask?: boolean
}

/**
 * The account switch of spec section 4: the switch call, the user reloaded, the notice and home.
 * A refusal is shown by the error dialog (the mutation's default).
 */
export function useAccountSwitch({ ask = true }: AccountSwitchOptions = {}) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const mutation = useMutation({ mutationFn: (userId: string) => switchAccount(queryClient, userId) })

  const switchTo = async (target: { userId: string; userName: string }): Promise<void> => {
    if (mutation.isPending) return
    if (ask) {
      const yes = await overlays.confirm({
        title: accountSwitch.switchQuestion(target.userName),
        confirmLabel: accountSwitch.switchTo,
      })
      if (!yes) return
    }
    const hide = overlays.showSpinner()
    try {
      await mutation.mutateAsync(target.userId)
      hide()
      overlays.toast(ask ? accountSwitch.switchDone : accountSwitch.switchedTo(target.userName))
      await navigation.navigate(href('home'))
    } catch {
      // The error dialog has said why.
    } finally {
      hide()
    }
  }

  return { switchTo, isPending: mutation.isPending, pendingUserId: mutation.isPending ? mutation.variables : undefined }
}
