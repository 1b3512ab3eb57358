import { ChevronRight } from 'lucide-react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { AppLink, type AppLinkProps } from '@/shared/navigation/AppLink'
import { buttonClass, buttonLabelClass, type ButtonLook } from './Button'
import { KeepWhole } from '../text/Text'

interface LinkButtonOwnProps extends ButtonLook {
  children: ReactNode
  icon?: ReactNode
  /** A chevron after the words: "this opens a screen" (with `variant="text"`, a link inside a note or card). */
  chevron?: boolean
}

/** A screen of the app, built with `href(...)`: goes through the route guard. */
interface ToScreen {
  to: string
  replace?: boolean
  state?: AppLinkProps['state']
}

/** Anything else: `tel:`, a file, an address outside. */
interface ToAddress {
  href: string
  to?: never
}

export type LinkButtonProps = LinkButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children'> &
  (ToScreen | ToAddress)

/** A link with a button's look: the next step of a flow, "전화하기", a way home. */
export function LinkButton({
  variant = 'outline',
  size = 'md',
  fullWidth = false,
  icon,
  chevron = false,
  children,
  className,
  ...rest
}: LinkButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth }, className)
  const content = (
    <>
      {icon}
      <span className={buttonLabelClass}>
        <KeepWhole>{children}</KeepWhole>
      </span>
      {chevron && <ChevronRight aria-hidden="true" />}
    </>
  )
  if ('to' in rest && rest.to !== undefined) {
    return (
      <AppLink className={classes} {...rest}>
        {content}
      </AppLink>
    )
  }
  return (
    <a className={classes} {...rest}>
      {content}
    </a>
  )
}
