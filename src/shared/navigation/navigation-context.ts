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
    }
  )
}
