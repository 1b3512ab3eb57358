import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './Legend.module.css'

export interface LegendItem {
  /** The sample (a box, a line, a marker), decorative: the words say what it is. */
  mark: ReactNode
  text: ReactNode
}

/**
 * The key of a picture (a chart's lines, a floor map's boxes, a value's markers): each sample
 * with its word, side by side while they fit. `label` names the list; without it the key is
 * for the eye only (the picture says it in words elsewhere) and hidden from screen readers.
 */
export function Legend({ items, label }: { items: readonly LegendItem[]; label?: string }) {
  return (
    <ul className={styles.legend} aria-label={label} aria-hidden={label ? undefined : true}>
      {items.map((item, index) => (
        <li key={index}>
          {item.mark}
          <KeepWhole>{item.text}</KeepWhole>
        </li>
      ))}
    </ul>
  )
}
