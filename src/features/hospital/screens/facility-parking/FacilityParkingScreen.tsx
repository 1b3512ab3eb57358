import { useId } from 'react'
import { ContentPage } from '@/shared/content/ContentPage'
import { FreeParkingTable } from '@/shared/domain/parking/FreeParkingTable'
import { facility } from '@/shared/messages/facility'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { FacilityTabs } from '@/features/hospital/components/FacilityTabs'
import styles from '@/features/hospital/components/Facility.module.css'
import page from '@/features/hospital/content/facility-parking.md'

const { parking: words } = facility

/** The free hours of spec section 9 (from the constants) and the way to the car registration. */
function FreeHours() {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {words.freeTitle}
      </h2>
      <p className={styles.note}>{words.freeHint}</p>
      <div className={styles.tableCard}>
        <FreeParkingTable />
      </div>
      <AppLink className={styles.textLink} to={href('parkingInfo')}>
        {words.register}
      </AppLink>
    </section>
  )
}

/** 주차 안내: the free hours by visit, then where to park, how free parking works and the fees. */
export default function FacilityParkingScreen() {
  return (
    <>
      <FacilityTabs current="hospitalFacilityParking" />
      <ContentPage page={page} before={<FreeHours />} />
    </>
  )
}
