import { home } from '@/shared/messages/home'
import { Card, Section, Skeleton, SkeletonList } from '@/shared/ui'

/**
 * The signed-in home's shape while the account loads: the greeting card and today's schedule as
 * they will stand, so the shortcuts below do not jump down when they arrive.
 */
export function HomeLoading() {
  return (
    <>
      <Card inset aria-hidden="true">
        <Skeleton width="70%" height="1.95rem" />
        <Skeleton height="3.5rem" radius="var(--radius-md)" />
      </Card>
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
