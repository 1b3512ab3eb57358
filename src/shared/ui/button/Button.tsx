import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { messages } from '@/shared/messages'
import styles from './Button.module.css'
import { KeepWhole } from '../text/Text'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'text' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonLook {
  /** `primary`: the one main action. `secondary`: soft theme colour. `outline`, `ghost`: the others. `text`: a link's look. */
  variant?: ButtonVariant
  /** `lg` is the fixed bottom action of a flow (booking, payment); `sm` an action inside a row or card. */
  size?: ButtonSize
  fullWidth?: boolean
}

/** The classes of a button's look, for a link that looks like one (./LinkButton). */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra].filter(Boolean).join(' ')
}

export const buttonLabelClass = styles.label

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner, blocks repeated taps and tells screen readers the action is under way. */
  loading?: boolean
  icon?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      <span className={styles.label}>
        <KeepWhole>{children}</KeepWhole>
      </span>
      {loading && <span className="visually-hidden">{messages.common.loading}</span>}
    </button>
  )
}
