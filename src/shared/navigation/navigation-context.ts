import { createContext, useContext } from 'react'
import { useNavigate } from 'react-router-dom'

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
}

/**
 * Navigation through the route guard: the shell checks sign-in, the patient number and the
 * inpatient status before the screen changes, as the spec's guard does. Without the shell
 * (Storybook), it is plain router navigation.
 */
export interface AppNavigation {
  /** Resolves true when the navigation happened. */
  navigate: (to: string, options?: NavigateOptions) => Promise<boolean>
  /** The back action: overlays first, then the spec's back rules. */
  back: () => void
  /**
   * The end of a flow that was opened from `to` (a prescription's pharmacy choice, opened from the
   * prescription): back to that entry when the patient came from it, so the back arrow then leads
   * where they were before it, not to a second copy of the same screen; otherwise `to` in place
   * of the current entry.
   */
  returnTo: (to: string) => Promise<boolean>
}

export const NavigationContext = createContext<AppNavigation | null>(null)

export function useAppNavigation(): AppNavigation {
  const guarded = useContext(NavigationContext)
  const navigate = useNavigate()
  return (
    guarded ?? {
      navigate: (to, options) => {
        void navigate(to, options)
        return Promise.resolve(true)
      },
      back: () => void navigate(-1),
      returnTo: (to) => {
        void navigate(to, { replace: true })
        return Promise.resolve(true)
      },
    }
  )
}
