import { useQueryClient } from '@tanstack/react-query'
import { errorMessageOf } from '@/api/http'
import { nativeBridge } from '@/shared/native'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { completeSignIn } from '@/shared/session/session-actions'
import { useStartSession } from '@/shared/session/use-start-session'
import { isNoSignUp } from '@/features/account/lib/errors'
import type { SignUpState } from '@/features/account/lib/router-state'

export interface IdentitySignInOptions {
  /** Where to go once signed in (the guard's returnTo); home otherwise. */
  returnTo?: string | undefined
  /** Replace the current entry when going on to the sign-up terms (started from the terms screen). */
  replace?: boolean
}

/**
 * Sign-in by phone identity verification (spec section 1): the shell verifies and hands over the
 * handle under which the hospital's server holds the result; the shell signs in with it (keeping
 * the refresh credential) and hands over the access token. Without an account the patient goes
 * on to the sign-up terms with the same handle (it is used only by a sign-in or a sign-up). The
 * 404 is expected here, so the call is silent and this flow says what went wrong itself.
 */
export function useIdentitySignIn() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const signIn = useStartSession('silent')

  const start = async ({ returnTo, replace = false }: IdentitySignInOptions = {}): Promise<void> => {
    const bridge = nativeBridge()
    const verification = await bridge.verifyIdentity().catch(async (error: unknown) => {
      // Outside the shell, or the provider's page failed: said, not swallowed.
      await overlays.alert({ message: error instanceof Error ? error.message : errorMessageOf(error), tone: 'error' })
      return null
    })
    // null: the patient closed the verification; nothing to do.
    if (!verification) return
    const hide = overlays.showSpinner()
    try {
      const request = { kind: 'sign-in', verificationId: verification.verificationId } as const
      // completeSignIn clears the cache (mutations included), so it runs after the call settles.
      await completeSignIn(queryClient, await signIn.mutateAsync(request))
      hide()
      await navigation.navigate(returnTo ?? href('home'), { replace: true })
    } catch (error) {
      hide()
      if (isNoSignUp(error)) {
        const state: SignUpState = { verificationId: verification.verificationId }
        await navigation.navigate(href('accountSignUpTerms'), { replace, state })
        return
      }
      await overlays.alert({ message: errorMessageOf(error), tone: 'error' })
    } finally {
      hide()
    }
  }

  return { start, isPending: signIn.isPending }
}
