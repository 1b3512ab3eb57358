import { checkup } from '@/shared/messages/checkup'
import { Text } from '@/shared/ui'
import styles from './Result.module.css'

const { result: words } = checkup

/** The legend of the value pictures: the band, and the three marker shapes with their words. */
export function HowToRead() {
  return (
    <>
      <Text size="sm" tone="sub">
        {words.howToReadText}
      </Text>
      <p className={styles.howToMarks} aria-hidden="true">
        <span>
          <span className={styles.howToBand} /> {words.normalRange}
        </span>
        <span>
          <span className={styles.marker} data-judgement="NORMAL" /> {words.judgement.NORMAL}
        </span>
        <span>
          <span className={styles.marker} data-judgement="CAUTION" /> {words.judgement.CAUTION}
        </span>
        <span>
          <span className={styles.marker} data-judgement="ABNORMAL" /> {words.judgement.ABNORMAL}
        </span>
      </p>
    </>
  )
}
