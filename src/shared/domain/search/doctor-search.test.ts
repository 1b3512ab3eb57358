import { describe, expect, it } from 'vitest'
import type { Department, Doctor } from '@/api/generated/outpatient/model'
import { doctorSearchExamples, find, indexDepartments, indexDoctors } from './doctor-search'

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

describe('the examples a doctor search shows', () => {
  const gastro = (doctorCode: string, doctorName: string, speciality: string): Doctor => ({
    ...doctor(doctorCode, doctorName, speciality),
    departmentCode: 'IMG',
    departmentName: '소화기내과',
  })
  const gastroenterologists = [
    gastro('D1101', '박지훈', '위암 내시경, 염증성 장질환'),
    gastro('D1102', '이아영', '간염'),
  ]

  it('come from the doctors searched: a department never suggests another department’s doctor or speciality', () => {
    const examples = doctorSearchExamples(gastroenterologists)
    expect(examples).toEqual({ initials: 'ㅂㅈㅎ', name: '박지훈', speciality: '위암 내시경' })
    const said = Object.values(examples!).join(' ')
    for (const cardiology of [...doctors.map((d) => d.doctorName), '부정맥', 'ㄱㅅ'])
      expect(said).not.toContain(cardiology)
  })

  it('each find someone where they are shown', () => {
    for (const list of [doctors, gastroenterologists]) {
      const index = indexDoctors(list)
      const examples = doctorSearchExamples(list)!
      for (const example of [examples.initials, examples.name, examples.speciality!]) {
        expect(
          find(index, example)!.map((hit) => hit.item.doctorName),
          example,
        ).toContain(examples.name)
      }
    }
  })

  it('skip a name that cannot be typed by its initials, and say nothing without doctors', () => {
    expect(doctorSearchExamples([gastro('D9', 'John Kim', ''), gastro('D1102', '이아영', '간염')])).toEqual({
      initials: 'ㅇㅇㅇ',
      name: '이아영',
      speciality: '간염',
    })
    expect(doctorSearchExamples([])).toBeUndefined()
  })
})
