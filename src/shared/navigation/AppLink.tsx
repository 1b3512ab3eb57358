import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useAppNavigation, type NavigateOptions } from './navigation-context'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Built with `href(...)` from the route table. */
  to: string
  replace?: boolean
  state?: NavigateOptions['state']
}

/** A link that goes through the route guard; a real <a href> for screen readers and new tabs. */
export function AppLink({ to, replace, state, onClick, children, ...rest }: AppLinkProps) {
  const navigation = useAppNavigation()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    void navigation.navigate(to, { ...(replace ? { replace } : {}), ...(state === undefined ? {} : { state }) })
  }
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  )
}
