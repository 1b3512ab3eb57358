/**
 * The Korean number plate rule, in one place: the parking registration form checks it, and the
 * contract's `CarNumber` pattern (contracts/common.yaml) is the same regular expression, so the
 * server (and the sandbox) refuses exactly what the app refuses. A unit test keeps them equal.
 *
 * Plates patients drive in with:
 * - 12가3456: two digits, a letter, four digits (before September 2019);
 * - 123가4567: three digits (since September 2019);
 * - 서울12가3456: a region before the two digits (older private cars, taxis, buses and trucks).
 */

/** The regions written on regional plates (시·도, in the short form plates use). */
export const PLATE_REGIONS = [
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
] as const

/**
 * The hangul letters used on plates: private cars (가-마, 거-저, 고-조, 구-주), commercial
 * vehicles (바 사 아 자), delivery vans (배) and rental cars (하 허 호). No other letter is issued.
 */
export const PLATE_LETTERS = '가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주바사아자배하허호'

/** The plate as a regular expression source: what the contract's `pattern` says, letter for letter. */
export const CAR_NUMBER_PATTERN_SOURCE = `^(?:(?:${PLATE_REGIONS.join('|')})[0-9]{2}|[0-9]{2,3})[${PLATE_LETTERS}][0-9]{4}$`

export const CAR_NUMBER_PATTERN = new RegExp(CAR_NUMBER_PATTERN_SOURCE)

/** The longest plate (서울12가3456): the input's length limit and the contract's maxLength. */
export const CAR_NUMBER_MAX_LENGTH = 9

/** Any hangul syllable where the plate's letter stands: a plate shape with a letter never issued. */
const PLATE_SHAPE = new RegExp(`^(?:(?:${PLATE_REGIONS.join('|')})[0-9]{2}|[0-9]{2,3})[가-힣][0-9]{4}$`)

/** What the patient typed, as the plate is written: spaces (and a hyphen some people add) left out. */
export const normalizeCarNumber = (input: string): string => input.replace(/[\s-]+/g, '')

export type CarNumberProblem = 'required' | 'letter' | 'format'

/**
 * Why a typed car number is not a plate, or undefined when it is one (after normalising).
 * `letter`: the shape is right but the hangul letter is not one plates use (e.g. 12갸3456).
 */
export function carNumberProblem(input: string): CarNumberProblem | undefined {
  const plate = normalizeCarNumber(input)
  if (plate === '') return 'required'
  if (CAR_NUMBER_PATTERN.test(plate)) return undefined
  return PLATE_SHAPE.test(plate) ? 'letter' : 'format'
}

export const isCarNumber = (input: string): boolean => carNumberProblem(input) === undefined
