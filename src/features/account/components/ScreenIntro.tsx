import type { ReactNode } from 'react'
import { Intro } from '@/shared/ui'

/** The top of an account screen: an icon, what the screen is for, and one line of help. */
export function ScreenIntro({ icon, title, children }: { icon?: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <Intro icon={icon} title={title}>
      {children}
    </Intro>
  )
}
