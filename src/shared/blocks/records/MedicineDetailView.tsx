import { BellRing } from 'lucide-react'
import type { MedicineDetail, MedicineItem } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { medicineReminders } from '@/shared/messages/medicine-reminders'
import { records } from '@/shared/messages/records'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { FactList, InfoBox, LinkButton, Section, Stack, type Fact } from '@/shared/ui'
import {
  MedicineReminderControl,
  type PrescriptionRef,
} from '@/shared/blocks/medicine-reminders/MedicineReminderControl'
import { usageWithoutFrequency } from '@/shared/domain/records/usage-text'
import styles from './Records.module.css'

const { medicines } = records

function Medicine({
  item,
  userId,
  prescription,
}: {
  item: MedicineItem
  userId: string | undefined
  prescription: PrescriptionRef
}) {
  const facts: Fact[] = [
    [medicines.dose, item.dose],
    [medicines.timesPerDay, medicines.timesPerDayValue(item.timesPerDay)],
    [medicines.days, medicines.daysValue(item.days)],
    [medicines.usage, usageWithoutFrequency(item.usage, item.timesPerDay)],
    [medicines.effect, item.effect],
  ]
  return (
    <li>
      <p className={styles.drugName}>{item.drugName}</p>
      {item.ingredient && <p className={styles.ingredient}>{medicines.ingredient(item.ingredient)}</p>}
      <FactList facts={facts} className={styles.drugFacts} />
      {userId && <MedicineReminderControl userId={userId} prescription={prescription} item={item} />}
    </li>
  )
}

/**
 * One prescription's medicines (outpatient and inpatient alike): dose, times a day, days, how to
 * take them and what they do, and a medicine reminder for each while its supply lasts.
 */
export function MedicineDetailView({ detail, kind }: { detail: MedicineDetail; kind: PrescriptionRef['kind'] }) {
  const userId = useSession().user?.userId
  const prescription = { kind, receptionId: detail.receptionId, orderDate: detail.orderDate }
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
            <Medicine key={item.drugCode} item={item} userId={userId} prescription={prescription} />
          ))}
        </ul>
      </Section>
      <Stack inset>
        <InfoBox>{medicines.caution}</InfoBox>
        <LinkButton variant="outline" fullWidth icon={<BellRing aria-hidden="true" />} to={href('medicineReminders')}>
          {medicineReminders.seeAll}
        </LinkButton>
      </Stack>
    </>
  )
}
