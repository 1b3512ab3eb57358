import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { MedicineDetail, MedicineItem } from '../../../../api/generated/outpatient/model'
import { formatDate } from '../../../../shared/lib/dates'
import { records } from '../../../../shared/messages/records'
import { FactList, InfoBox, QueryState, Section, type Fact } from '../../../../shared/ui'
import styles from '../../components/Records.module.css'
import { medicineDetailQuery } from '../../records.queries'

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

function Prescription({ detail }: { detail: MedicineDetail }) {
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

/** One prescription's medicines (약처방 상세): dose, times a day, days, how to take, what it does. */
export default function OutpatientMedicineDetailScreen() {
  const { receptionId = '', orderDate = '' } = useParams()
  const query = useQuery(medicineDetailQuery(receptionId, orderDate))
  return (
    <div className={styles.page}>
      <QueryState query={query}>{(detail) => <Prescription detail={detail} />}</QueryState>
    </div>
  )
}
