import type { MedicineDetail, MedicineItem } from '../../../api/generated/common/model'
import { formatDate } from '../../lib/dates'
import { records } from '../../messages/records'
import { FactList, InfoBox, Section, type Fact } from '../../ui'
import styles from './Records.module.css'

const { medicines } = records

function Medicine({ item }: { item: MedicineItem }) {
  const facts: Fact[] = [
    [medicines.dose, item.dose],
    [medicines.timesPerDay, medicines.timesPerDayValue(item.timesPerDay)],
    [medicines.days, medicines.daysValue(item.days)],
    [medicines.usage, item.usage],
    [medicines.effect, item.effect],
  ]
  return (
    <li>
      <p className={styles.drugName}>{item.drugName}</p>
      {item.ingredient && <p className={styles.ingredient}>{medicines.ingredient(item.ingredient)}</p>}
      <FactList facts={facts} className={styles.drugFacts} />
    </li>
  )
}

/**
 * One prescription's medicines (outpatient and inpatient alike): dose, times a day, days, how to
 * take them and what they do.
 */
export function MedicineDetailView({ detail }: { detail: MedicineDetail }) {
  return (
    <>
      <div className={styles.headline}>
        <h2 className={styles.headlineTitle}>{detail.departmentName}</h2>
        <FactList
          facts={[
            [medicines.orderDate, formatDate(detail.orderDate)],
            [records.results.doctor, records.doctorTitle(detail.doctorName)],
          ]}
        />
      </div>
      <Section title={medicines.items}>
        <ul className={styles.items}>
          {detail.items.map((item) => (
            <Medicine key={item.drugCode} item={item} />
          ))}
        </ul>
      </Section>
      <div className={styles.summary}>
        <InfoBox>{medicines.caution}</InfoBox>
      </div>
    </>
  )
}
