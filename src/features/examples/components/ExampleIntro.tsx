import { examples } from '@/shared/messages/examples'
import { InfoBox } from '@/shared/ui'
import styles from './Examples.module.css'

/** Says what these pages are, so nobody mistakes them for the app. */
export function ExampleIntro({ children }: { children?: string }) {
  return (
    <div className={styles.intro}>
      <InfoBox>{children ?? examples.intro}</InfoBox>
    </div>
  )
}
