import type { ParkingCategory } from '@/api/generated/common/model'
import { parking } from '@/shared/messages/parking'
import { Badge, Cluster, KeepWhole } from '@/shared/ui'
import { freeParkingRows } from '@/shared/domain/parking/free-parking'
import styles from './FreeParkingTable.module.css'

const { freeTable: words } = parking

/**
 * The free parking hours by visit as a table with headers (spec section 9). `current` marks the
 * row that applies to the patient with a word, not colour alone.
 */
export function FreeParkingTable({ current }: { current?: ParkingCategory | undefined }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{words.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.category}</th>
          <th scope="col" className={styles.hours}>
            {words.hours}
          </th>
        </tr>
      </thead>
      <tbody>
        {freeParkingRows().map((row) => {
          const applies = row.category === current
          return (
            <tr key={row.category} className={applies ? styles.current : undefined}>
              <th scope="row">
                <Cluster as="span" className={styles.label}>
                  {row.label}
                  {applies && (
                    <>
                      <Badge tone="primary">{words.applies}</Badge>
                      <span className="visually-hidden">{words.appliesLabel}</span>
                    </>
                  )}
                </Cluster>
                <span className={styles.who}>
                  <KeepWhole>{row.who}</KeepWhole>
                </span>
              </th>
              <td className={styles.hours}>
                <KeepWhole>{words.hoursValue(row.hours)}</KeepWhole>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
