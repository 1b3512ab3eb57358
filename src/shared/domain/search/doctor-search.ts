/**
 * Finding departments and doctors, the same way wherever the patient looks (find a doctor,
 * booking step 1): departments by name, doctors by name, speciality and keyword, by initial
 * consonants (ㄱㅅ finds 김성훈) and half-typed syllables (성후, 김성ㅎ). The index is built once
 * per data load; each keystroke only compares prepared strings. The hospital and outpatient
 * contracts each have their own Department and Doctor; both carry these fields.
 */
import {
  indexItems,
  initialsOf,
  searchItems,
  toSearchQuery,
  type IndexedItem,
  type SearchHit,
} from '@/shared/lib/hangul-search'

/** What a doctor was found by: a name first, then a speciality, then a keyword. */
export type DoctorMatch = 'name' | 'speciality' | 'keyword'

export interface SearchableDepartment {
  departmentName: string
}

export interface SearchableDoctor {
  doctorName: string
  speciality: string
  doctorKeyword: string
}

const WEIGHT = { name: 3, speciality: 2, keyword: 1 } as const

/** "부정맥, 심부전" and "심방세동,가슴 두근거림": the server separates both with commas. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

export const indexDepartments = <D extends SearchableDepartment>(departments: readonly D[]): IndexedItem<D, 'name'>[] =>
  indexItems(departments, (d) => [
    { kind: 'name' as const, text: d.departmentName, weight: WEIGHT.name, initials: true },
  ])

/**
 * Initial consonants apply to names only: ㄱㅅ would otherwise also list every doctor whose
 * keywords hold 가슴, 검사 or 간수치, burying the name the patient is looking for.
 */
export const indexDoctors = <D extends SearchableDoctor>(doctors: readonly D[]): IndexedItem<D, DoctorMatch>[] =>
  indexItems(doctors, (d) => [
    { kind: 'name' as const, text: d.doctorName, weight: WEIGHT.name, initials: true },
    ...splitList(d.speciality).map((text) => ({ kind: 'speciality' as const, text, weight: WEIGHT.speciality })),
    ...splitList(d.doctorKeyword).map((text) => ({ kind: 'keyword' as const, text, weight: WEIGHT.keyword })),
  ])

/** The hits for the query, best first; null when nothing was typed (show everything). */
export function find<T, Kind extends string>(
  index: ReadonlyArray<IndexedItem<T, Kind>>,
  query: string,
): Array<SearchHit<T, Kind>> | null {
  const prepared = toSearchQuery(query)
  return prepared ? searchItems(index, prepared) : null
}

/** The examples a doctor search box shows (its placeholder, the hint when nothing is found). */
export interface DoctorSearchExamples {
  /** One of the doctors' initial consonants (ㅂㅈㅎ): finds that doctor. */
  initials: string
  /** That doctor's name. */
  name: string
  /** A speciality that doctor (or, failing that, another of them) lists; none when none does. */
  speciality: string | undefined
}

/**
 * Examples taken from the doctors the box searches, so that each one finds someone there: a
 * department's search never suggests another department's doctor or speciality (소화기내과's
 * once offered 김성훈 and 부정맥, a cardiologist's). Undefined while there is no doctor whose
 * name can be typed by its initials (the list is loading, or empty).
 */
export function doctorSearchExamples<D extends SearchableDoctor>(
  doctors: readonly D[],
): DoctorSearchExamples | undefined {
  const doctor = doctors.find((d) => initialsOf(d.doctorName) !== '')
  if (!doctor) return undefined
  const speciality = [doctor, ...doctors].flatMap((d) => splitList(d.speciality))[0]
  return { initials: initialsOf(doctor.doctorName), name: doctor.doctorName, speciality }
}
