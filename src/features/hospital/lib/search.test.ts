import { describe, expect, it } from 'vitest'
import type { Department, Doctor } from '@/api/generated/hospital/model'
import { splitList } from '@/shared/domain/search/doctor-search'
import { buildSearchIndex, search } from './search'

/**
 * A slice of the seeded hospital (mocks/seed/hospital): its anchors and a few namesakes. Tests
 * under src/ may not import the mock world; the Department story searches the whole of it.
 */
const department = (departmentCode: string, departmentName: string): Department => ({
  departmentCode,
  departmentName,
  isBookable: 'Y',
})
const departments = [
  department('IMC', '순환기내과'),
  department('IMG', '소화기내과'),
  department('OS', '정형외과'),
  department('PED', '소아청소년과'),
  department('FM', '가정의학과'),
]
const doctor = (
  doctorCode: string,
  doctorName: string,
  departmentCode: string,
  speciality: string,
  doctorKeyword: string,
): Doctor => ({
  doctorCode,
  doctorName,
  departmentCode,
  departmentName: departments.find((d) => d.departmentCode === departmentCode)!.departmentName,
  position: '교수',
  speciality,
  doctorKeyword,
  isBookable: 'Y',
})
const doctors = [
  doctor('D1001', '김성훈', 'IMC', '부정맥, 심부전, 고혈압', '심방세동,가슴 두근거림,고혈압,실신'),
  doctor('D1002', '이정민', 'IMC', '관상동맥질환, 협심증, 심장초음파', '가슴 통증,협심증,스텐트'),
  doctor('D2003', '김상윤', 'IMC', '심부전, 판막질환', '호흡곤란,가슴 통증'),
  doctor('D1101', '박지훈', 'IMG', '위암 내시경, 염증성 장질환', '내시경,속쓰림,위염,크론병'),
  doctor('D1301', '한동욱', 'OS', '척추질환, 인공관절', '허리 통증,디스크,무릎,인공관절'),
  doctor('D1501', '강민서', 'PED', '소아알레르기, 성장발달', '아토피,성장,예방접종,천식'),
  doctor('D2240', '김솔', 'FM', '건강검진, 만성질환', '검사,간수치,고지혈증'),
]
const index = buildSearchIndex(departments, doctors)

const doctorNames = (query: string) => search(index, query)?.doctors.map((hit) => hit.item.doctorName) ?? []
const departmentNames = (query: string) => search(index, query)?.departments.map((d) => d.departmentName) ?? []

describe('the department and doctor search', () => {
  it('finds nothing to show for an empty box', () => {
    expect(search(index, '')).toBeNull()
    expect(search(index, '  ')).toBeNull()
  })

  it('finds 김성훈 by initial consonants, whole initials (김솔) before those that start so', () => {
    expect(doctorNames('ㄱㅅ')).toContain('김성훈')
    expect(doctorNames('ㄱㅅ')[0]).toBe('김솔')
    expect(doctorNames('ㄱㅅㅎ')).toContain('김성훈')
    expect(doctorNames('ㄱㅅ')).not.toContain('이정민')
  })

  it('finds 김성훈 by partial syllables while typing', () => {
    for (const typed of ['김성', '김성ㅎ', '김성후', '성후', '김ㅅㅎ']) {
      expect(doctorNames(typed), typed).toContain('김성훈')
    }
    expect(doctorNames('김성훈')[0]).toBe('김성훈')
  })

  it('finds doctors by speciality and keyword, saying which', () => {
    const hits = search(index, '부정맥')!.doctors
    expect(hits.map((h) => h.item.doctorName)).toContain('김성훈')
    expect(hits.find((h) => h.item.doctorName === '김성훈')!.field).toMatchObject({
      kind: 'speciality',
      key: { text: '부정맥' },
    })
    const byKeyword = search(index, '가슴 두근')!.doctors.find((h) => h.item.doctorCode === 'D1001')
    expect(byKeyword?.field.kind).toBe('keyword')
  })

  it('ranks a name above a keyword', () => {
    const hits = search(index, '심')!.doctors
    const firstKeyword = hits.findIndex((h) => h.field.kind !== 'name')
    const lastName = hits.map((h) => h.field.kind).lastIndexOf('name')
    expect(lastName).toBeLessThan(firstKeyword === -1 ? Infinity : firstKeyword)
  })

  it('finds departments by name, initials and part of the name', () => {
    expect(departmentNames('소아')).toEqual(['소아청소년과'])
    expect(departmentNames('ㅅㅎㄱ')).toEqual(['순환기내과', '소화기내과'])
    expect(departmentNames('순환')).toEqual(['순환기내과'])
    expect(departmentNames('내과')).toEqual(['순환기내과', '소화기내과'])
  })

  it('does not apply initial consonants to keywords', () => {
    const hits = search(index, 'ㄱㅅ')!.doctors
    expect(hits.every((h) => h.field.kind === 'name')).toBe(true)
  })

  it('finds nothing for nonsense', () => {
    expect(search(index, '없는말입니다')).toEqual({ departments: [], doctors: [] })
  })
})

describe('splitList', () => {
  it('splits the comma lists the server sends', () => {
    expect(splitList('부정맥, 심부전,고혈압 ,')).toEqual(['부정맥', '심부전', '고혈압'])
    expect(splitList('')).toEqual([])
  })
})
