import { checkup } from '@/shared/messages/checkup'
import { Legend, Text } from '@/shared/ui'
import styles from './Result.module.css'

const { result: words } = checkup

/** The legend of the value pictures: the band, and the three marker shapes with their words. */
export function HowToRead() {
  return (
    <>
      <Text size="sm" tone="sub">
        {words.howToReadText}
      </Text>
      <Legend
        items={[
          { mark: <span className={styles.howToBand} />, text: words.normalRange },
          ...(['NORMAL', 'CAUTION', 'ABNORMAL'] as const).map((judgement) => ({
            mark: <span className={`${styles.marker} ${styles.legendMarker}`} data-judgement={judgement} />,
            text: words.judgement[judgement],
          })),
        ]}
      />
    </>
  )
}
