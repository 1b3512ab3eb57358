import { lazyWithRetry, LoadBoundary } from '@/shared/lazy'
import { Skeleton, SkeletonList } from '@/shared/ui'
import styles from './ScreenStates.module.css'

/** While a screen's code or the guard's answer is on its way. */
export function ScreenSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton height="7rem" radius="var(--radius-lg)" />
      <SkeletonList rows={3} />
    </div>
  )
}

const LazyNotFound = lazyWithRetry(() => import('./MissingScreens').then((m) => ({ default: m.NotFoundScreen })))

/** An address that is no screen of the app: it says so and leads home (its code fetched when needed). */
export function NotFoundScreen() {
  return (
    <LoadBoundary loading={<ScreenSkeleton />}>
      <LazyNotFound />
    </LoadBoundary>
  )
}
