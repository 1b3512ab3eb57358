import type { Judgement } from '@/api/generated/checkup/model'
import { scaleFor, type ReferenceRange } from '@/features/checkup/lib/reference-range'
import styles from './Result.module.css'

/**
 * A value against its reference range, as a picture: the normal band on a track and a marker at
 * the value, its shape saying the judgement (● normal, ◆ borderline, ▲ abnormal) as well as its
 * colour. The picture is for the eye; the words beside it say the same for the ear.
 */
export function ValueRange({
  value,
  range,
  judgement,
}: {
  value: number
  range: ReferenceRange
  judgement: Judgement
}) {
  const scale = scaleFor(value, range)
  return (
    <div className={styles.picture} aria-hidden="true">
      <div className={styles.track}>
        <span
          className={styles.band}
          style={{ left: `${scale.band.start}%`, width: `${scale.band.end - scale.band.start}%` }}
        />
        <span className={styles.marker} data-judgement={judgement} style={{ left: `${scale.marker}%` }} />
      </div>
      <div className={styles.bandLabels}>
        {range.lowText && <span style={{ left: `${scale.band.start}%` }}>{range.lowText}</span>}
        {range.highText && <span style={{ left: `${scale.band.end}%` }}>{range.highText}</span>}
      </div>
    </div>
  )
}
