import type { ReactNode } from 'react'
import { FactList } from '@/shared/ui'

export interface InfoItem {
  label: string
  value: ReactNode
}

/** Label and value rows (name, birth date, phone ...), read as a description list. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return <FactList align="end" divided facts={items.map((item) => [item.label, item.value] as const)} />
}
