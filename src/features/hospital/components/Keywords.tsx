import { Badge, Cluster } from '@/shared/ui'

/** What a doctor or department treats, as a row of words that wraps (never squeezed). */
export function Keywords({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <Cluster as="ul" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </Cluster>
  )
}
