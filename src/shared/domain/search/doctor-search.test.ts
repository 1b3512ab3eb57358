import { describe, expect, it } from 'vitest'
import type { Department, Doctor } from '@/api/generated/outpatient/model'
import { find, indexDepartments, indexDoctors } from './doctor-search'

const departments: Department[] = [
  { departmentCode: 'IMC', departmentName: '순환기내과', isBookable: 'Y' },
  { departmentCode: 'PED', departmentName: '소아청소년과', isBookable: 'Y' },
]
const doctor = (doctorCode: string, doctorName: string, speciality: string, doctorKeyword = ''): Doctor => ({
  doctorCode,
  doctorName,
  departmentCode: 'IMC',
  departmentName: '순환기내과',
  speciality,
  doctorKeyword,
  isBookable: 'Y',
})
const doctors = [
  doctor('D1002', '이정민', '관상동맥질환, 협심증'),
  doctor('D1001', '김성훈', '부정맥, 심부전', '심방세동'),
]

describe('booking search', () => {
  it('shows everything when nothing is typed', () => {
    expect(find(indexDepartments(departments), ' ')).toBeNull()
  })

  it('finds departments by initials and part of the name', () => {
    expect(find(indexDepartments(departments), 'ㅅㅎㄱ')!.map((h) => h.item.departmentCode)).toEqual(['IMC'])
    expect(find(indexDepartments(departments), '소아')!.map((h) => h.item.departmentCode)).toEqual(['PED'])
  })

  it('finds doctors by initials, syllables, speciality and keyword', () => {
    const index = indexDoctors(doctors)
    expect(find(index, 'ㄱㅅ')!.map((h) => h.item.doctorName)).toEqual(['김성훈'])
    expect(find(index, '성후')!.map((h) => h.item.doctorName)).toEqual(['김성훈'])
    expect(find(index, '협심')!.map((h) => [h.item.doctorName, h.field.kind])).toEqual([['이정민', 'speciality']])
    expect(find(index, '심방')!.map((h) => [h.item.doctorName, h.field.kind])).toEqual([['김성훈', 'keyword']])
  })
})
