import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './Button.module.css'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for screen readers (the icon says it to the eye). */
  label: string
  icon: ReactNode
  /** `ghost` (default): the icon alone. `outline`: in a round frame (the day before / after). */
  variant?: 'ghost' | 'outline'
}

/** A button that is an icon only: a round 48 px target with its name. */
export function IconButton({ label, icon, variant = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  const classes = [styles.iconOnly, variant === 'outline' && styles.outline, className].filter(Boolean).join(' ')
  return (
    <button type={type} className={classes} aria-label={label} {...rest}>
      {icon}
    </button>
  )
}
