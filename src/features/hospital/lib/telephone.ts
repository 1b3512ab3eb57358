import type { TelephoneEntry } from '@/api/generated/hospital/model'

/** Entries grouped by category, categories and entries in the order the server lists them. */
export function groupByCategory(entries: readonly TelephoneEntry[]): Array<[string, TelephoneEntry[]]> {
  const groups = new Map<string, TelephoneEntry[]>()
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry])
  return [...groups.entries()]
}
