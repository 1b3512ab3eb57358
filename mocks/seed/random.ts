import { base, Faker, ko } from '@faker-js/faker'
import { FAKER_SEED } from './constants'

/** Faker in Korean with the fixed seed: the same world on every run. */
export function createFaker(seed = FAKER_SEED): Faker {
  const faker = new Faker({ locale: [ko, base] })
  faker.seed(seed)
  return faker
}

/** The surnames most Koreans carry, weighted roughly by how common they are. */
const SURNAMES: Array<{ value: string; weight: number }> = [
  { value: '김', weight: 21 },
  { value: '이', weight: 15 },
  { value: '박', weight: 8 },
  { value: '최', weight: 5 },
  { value: '정', weight: 4 },
  { value: '강', weight: 2 },
  { value: '조', weight: 2 },
  { value: '윤', weight: 2 },
  { value: '장', weight: 2 },
  { value: '임', weight: 2 },
  { value: '한', weight: 1 },
  { value: '오', weight: 1 },
  { value: '서', weight: 1 },
  { value: '신', weight: 1 },
  { value: '권', weight: 1 },
  { value: '황', weight: 1 },
  { value: '안', weight: 1 },
  { value: '송', weight: 1 },
  { value: '류', weight: 1 },
  { value: '홍', weight: 1 },
]

export function koreanName(faker: Faker): string {
  return `${faker.helpers.weightedArrayElement(SURNAMES)}${faker.person.firstName()}`
}

/** UTF-8 text as base64, the way the server sends terms. */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
