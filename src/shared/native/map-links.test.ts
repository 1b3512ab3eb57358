import { describe, expect, it } from 'vitest'
import { mapWebUrl } from './map-links'

const hospital = {
  name: '한빛대학교병원',
  address: '서울특별시 성동구 왕십리로 222',
  latitude: 37.5612,
  longitude: 127.0379,
}

describe('mapWebUrl', () => {
  it('opens Kakao Map directions to the coordinates', () => {
    expect(mapWebUrl({ app: 'kakao', ...hospital })).toBe(
      `https://map.kakao.com/link/to/${encodeURIComponent('한빛대학교병원')},37.5612,127.0379`,
    )
  })

  it('searches the address on Naver Map', () => {
    expect(decodeURIComponent(mapWebUrl({ app: 'naver', ...hospital }))).toBe(
      'https://map.naver.com/p/search/서울특별시 성동구 왕십리로 222',
    )
  })

  it('gives TMAP (no web map) the Kakao directions', () => {
    expect(mapWebUrl({ app: 'tmap', ...hospital })).toBe(mapWebUrl({ app: 'kakao', ...hospital }))
  })

  it('keeps a comma in the name from breaking the coordinates', () => {
    expect(mapWebUrl({ app: 'kakao', ...hospital, name: '한빛, 본관' })).toMatch(
      /\/link\/to\/[^,]+,37\.5612,127\.0379$/,
    )
  })
})
