/**
 * The department and doctor search (spec section 3: departments and doctors carry a client-built
 * search string). One box finds departments by name and doctors by name, speciality and keyword,
 * by initial consonants (ㄱㅅ finds 김성훈) and half-typed syllables (성후, 김성ㅎ). The index is
 * built once per data load; each keystroke only compares prepared strings.
 */
import type { Department, Doctor } from '../../../api/generated/hospital/model'
import {
  indexItems,
  searchItems,
  toSearchQuery,
  type IndexedItem,
  type SearchHit,
} from '../../../shared/lib/hangul-search'

/** What a doctor was found by: a name first, then a speciality, then a keyword. */
export type DoctorMatch = 'name' | 'speciality' | 'keyword'

const WEIGHT = { name: 3, speciality: 2, keyword: 1 } as const

export interface SearchIndex {
  departments: IndexedItem<Department, 'name'>[]
  doctors: IndexedItem<Doctor, DoctorMatch>[]
}

export interface SearchResults {
  departments: Department[]
  doctors: Array<SearchHit<Doctor, DoctorMatch>>
}

/** "부정맥, 심부전" and "심방세동,가슴 두근거림": the server separates both with commas. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * Initial consonants apply to names only: ㄱㅅ would otherwise also list every doctor whose
 * keywords hold 가슴, 검사 or 간수치, burying the name the patient is looking for.
 */
export function buildSearchIndex(departments: readonly Department[], doctors: readonly Doctor[]): SearchIndex {
  return {
    departments: indexItems(departments, (d) => [
      { kind: 'name' as const, text: d.departmentName, weight: WEIGHT.name, initials: true },
    ]),
    doctors: indexItems(doctors, (d) => [
      { kind: 'name' as const, text: d.doctorName, weight: WEIGHT.name, initials: true },
      ...splitList(d.speciality).map((text) => ({ kind: 'speciality' as const, text, weight: WEIGHT.speciality })),
      ...splitList(d.doctorKeyword).map((text) => ({ kind: 'keyword' as const, text, weight: WEIGHT.keyword })),
    ]),
  }
}

/** Departments and doctors the query finds, best first; null when nothing was typed. */
export function search(index: SearchIndex, query: string): SearchResults | null {
  const prepared = toSearchQuery(query)
  if (!prepared) return null
  return {
    departments: searchItems(index.departments, prepared).map((hit) => hit.item),
    doctors: searchItems(index.doctors, prepared),
  }
}
