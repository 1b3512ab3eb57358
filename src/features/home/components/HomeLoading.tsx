import { home } from '@/shared/messages/home'
import { Section, Skeleton, SkeletonList } from '@/shared/ui'
import styles from './HomeCards.module.css'

/**
 * The signed-in home's shape while the account loads: the greeting card and today's schedule as
 * they will stand, so the shortcuts below do not jump down when they arrive.
 */
export function HomeLoading() {
  return (
    <>
      <div className={styles.hero} aria-hidden="true">
        <Skeleton width="70%" height="1.95rem" />
        <Skeleton height="3.25rem" radius="var(--radius-md)" />
      </div>
      <TodayLoading />
    </>
  )
}

/** Today's schedule while it (or its code, loaded with the session) is on its way. */
export function TodayLoading() {
  return (
    <Section title={home.todaySchedule}>
      <SkeletonList rows={4} />
    </Section>
  )
}
