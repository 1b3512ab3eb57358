import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './ToggleChip.module.css'

export interface ToggleChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode
  /** Chosen: filled in the theme colour, `aria-pressed`. */
  pressed: boolean
  /** `pill`: a short word (a floor). `box`: a time and a word under it (a booking time). */
  shape?: 'pill' | 'box'
}

/** One of a set of choices shown side by side (a floor, a time): pressed when chosen. */
export function ToggleChip({
  children,
  pressed,
  shape = 'pill',
  className,
  type = 'button',
  ...rest
}: ToggleChipProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={[styles.chip, styles[shape], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <KeepWhole>{children}</KeepWhole>
    </button>
  )
}
