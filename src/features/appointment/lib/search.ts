/**
 * Search in booking step 1: departments by name, doctors by name, speciality and keyword, with
 * initial consonants (ㄱㅅ) and half-typed syllables (성후), as on the find-doctors screen.
 */
import type { Department, Doctor } from '../../../api/generated/outpatient/model'
import {
  indexItems,
  searchItems,
  toSearchQuery,
  type IndexedItem,
  type SearchHit,
} from '../../../shared/lib/hangul-search'

export type DoctorMatch = 'name' | 'speciality' | 'keyword'

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

export const indexDepartments = (departments: readonly Department[]): IndexedItem<Department, 'name'>[] =>
  indexItems(departments, (d) => [{ kind: 'name' as const, text: d.departmentName, weight: 3, initials: true }])

/** Initial consonants on names only: keywords would bury the name the patient is typing. */
export const indexDoctors = (doctors: readonly Doctor[]): IndexedItem<Doctor, DoctorMatch>[] =>
  indexItems(doctors, (d) => [
    { kind: 'name' as const, text: d.doctorName, weight: 3, initials: true },
    ...splitList(d.speciality).map((text) => ({ kind: 'speciality' as const, text, weight: 2 })),
    ...splitList(d.doctorKeyword).map((text) => ({ kind: 'keyword' as const, text, weight: 1 })),
  ])

/** The hits for the query, best first; null when nothing was typed (show everything). */
export function find<T, Kind extends string>(
  index: ReadonlyArray<IndexedItem<T, Kind>>,
  query: string,
): Array<SearchHit<T, Kind>> | null {
  const prepared = toSearchQuery(query)
  return prepared ? searchItems(index, prepared) : null
}
