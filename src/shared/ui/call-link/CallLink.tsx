import { Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { LinkButton } from '../button/LinkButton'
import type { ButtonSize } from '../button/Button'

/** A phone number as a button that dials it (tel: link), with the phone icon. */
export function CallLink({
  phone,
  children,
  primary = false,
  size = 'md',
  fullWidth = false,
}: {
  phone: string
  children: ReactNode
  primary?: boolean
  size?: ButtonSize
  fullWidth?: boolean
}) {
  return (
    <LinkButton
      href={`tel:${phone}`}
      variant={primary ? 'primary' : 'outline'}
      size={size}
      fullWidth={fullWidth}
      icon={<Phone aria-hidden="true" />}
    >
      {children}
    </LinkButton>
  )
}
