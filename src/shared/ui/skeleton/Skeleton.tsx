import type { CSSProperties } from 'react'
import { messages } from '@/shared/messages'
import styles from './Skeleton.module.css'

export interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
}

/** One grey placeholder block; decorative, the surrounding SkeletonList speaks for it. */
export function Skeleton({ width = '100%', height = '1rem', radius = 'var(--radius-sm)' }: SkeletonProps) {
  return <span className={styles.block} style={{ width, height, borderRadius: radius }} aria-hidden="true" />
}

export interface SkeletonListProps {
  rows?: number
  /** Read to screen readers while the content loads. */
  label?: string
}

/** The loading shape of a list: rows of title and description, announced once as loading. */
export function SkeletonList({ rows = 3, label = messages.common.loading }: SkeletonListProps) {
  return (
    <div className={styles.list} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton width="60%" height="1.125rem" />
          <Skeleton width="40%" height="0.875rem" />
        </div>
      ))}
    </div>
  )
}
