import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messages } from '@/shared/messages'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { switchAccount } from '@/shared/session/session-actions'

const { shell } = messages

/**
 * The account switch of spec section 4: asked first ("{name}님의 계정으로 전환할까요?"), then
 * the switch call, the user reloaded, "계정이 전환되었습니다." and home. A refusal is shown by
 * the error dialog (the mutation's default).
 */
export function useAccountSwitch() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const mutation = useMutation({ mutationFn: (userId: string) => switchAccount(queryClient, userId) })

  const switchTo = async (target: { userId: string; userName: string }): Promise<void> => {
    const yes = await overlays.confirm({ title: shell.switchQuestion(target.userName), confirmLabel: shell.switchTo })
    if (!yes) return
    const hide = overlays.showSpinner()
    try {
      await mutation.mutateAsync(target.userId)
      hide()
      overlays.toast(shell.switchDone)
      await navigation.navigate(href('home'))
    } catch {
      // The error dialog has said why.
    } finally {
      hide()
    }
  }

  return { switchTo, isPending: mutation.isPending }
}
