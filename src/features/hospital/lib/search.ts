/**
 * The find-a-doctor search (spec section 3: departments and doctors carry a client-built search
 * string): one box over departments and doctors, with the shared rules of
 * `shared/domain/search/doctor-search`.
 */
import type { Department, Doctor } from '@/api/generated/hospital/model'
import { indexDepartments, indexDoctors, type DoctorMatch } from '@/shared/domain/search/doctor-search'
import { searchItems, toSearchQuery, type IndexedItem, type SearchHit } from '@/shared/lib/hangul-search'

export interface SearchIndex {
  departments: IndexedItem<Department, 'name'>[]
  doctors: IndexedItem<Doctor, DoctorMatch>[]
}

export interface SearchResults {
  departments: Department[]
  doctors: Array<SearchHit<Doctor, DoctorMatch>>
}

export function buildSearchIndex(departments: readonly Department[], doctors: readonly Doctor[]): SearchIndex {
  return { departments: indexDepartments(departments), doctors: indexDoctors(doctors) }
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
