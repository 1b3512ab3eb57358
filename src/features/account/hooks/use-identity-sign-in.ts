import { useQueryClient } from '@tanstack/react-query'
import { useSignInByMobileAuth } from '@/api/generated/account'
import { errorMessageOf } from '@/api/http'
import { nativeBridge } from '@/shared/native'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { completeSignIn } from '@/shared/session/session-actions'
import { isNoSignUp } from '../lib/errors'
import type { SignUpState } from '../lib/router-state'

export interface IdentitySignInOptions {
  /** Where to go once signed in (the guard's returnTo); home otherwise. */
  returnTo?: string | undefined
  /** Replace the current entry when going on to the sign-up terms (started from the terms screen). */
  replace?: boolean
}

/**
 * Sign-in by phone identity verification (spec section 1): the shell verifies, the server signs
 * in; without an account the patient goes on to the sign-up terms with the verification. The
 * 404 is expected here, so the call is silent and this flow says what went wrong itself.
 */
export function useIdentitySignIn() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const signIn = useSignInByMobileAuth({ mutation: { meta: { errorDisplay: 'silent' } } })

  const start = async ({ returnTo, replace = false }: IdentitySignInOptions = {}): Promise<void> => {
    const identity = await nativeBridge().verifyIdentity()
    // null: the patient closed the verification; nothing to do.
    if (!identity) return
    const hide = overlays.showSpinner()
    try {
      // completeSignIn clears the cache (mutations included), so it runs after the call settles.
      await completeSignIn(queryClient, await signIn.mutateAsync({ data: identity }))
      hide()
      await navigation.navigate(returnTo ?? href('home'), { replace: true })
    } catch (error) {
      hide()
      if (isNoSignUp(error)) {
        await navigation.navigate(href('accountSignUpTerms'), { replace, state: { identity } satisfies SignUpState })
        return
      }
      await overlays.alert({ message: errorMessageOf(error), tone: 'error' })
    } finally {
      hide()
    }
  }

  return { start, isPending: signIn.isPending }
}
