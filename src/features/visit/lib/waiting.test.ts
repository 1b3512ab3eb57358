import { describe, expect, it } from 'vitest'
import { waitingView, waitingWords } from './waiting'

describe('waitingWords', () => {
  it('says the ordinal under rank 4, rank 1 being "next is you"', () => {
    expect(waitingWords(1, 0)).toEqual({ words: '바로 다음 차례입니다', ordinal: true })
    expect(waitingWords(2, 1)).toEqual({ words: '두 번째 순서입니다', ordinal: true })
    expect(waitingWords(3, 2)).toEqual({ words: '세 번째 순서입니다', ordinal: true })
  })

  it('says how many are ahead from rank 4 on', () => {
    expect(waitingWords(4, 3)).toEqual({ words: '앞에 3명이 기다리고 있습니다', ordinal: false })
    expect(waitingWords(12, 11)).toEqual({ words: '앞에 11명이 기다리고 있습니다', ordinal: false })
  })
})

describe('waitingView', () => {
  it('explains the number comes after arrival check-in', () => {
    expect(waitingView({ rnk: 0, cnt: 0, treatmentStatus: 'NURSE_WAITING' })).toEqual({ kind: 'beforeArrival' })
  })

  it('says the visit is over', () => {
    expect(waitingView({ rnk: 0, cnt: 0, treatmentStatus: 'COMPLETED' })).toEqual({ kind: 'done' })
  })

  it('says the patient is being called when no one is left ahead', () => {
    expect(waitingView({ rnk: 0, cnt: 0, treatmentStatus: 'NURSE_RECEIVED' })).toEqual({ kind: 'called' })
  })

  it('words the queue while waiting', () => {
    expect(waitingView({ rnk: 3, cnt: 2, treatmentStatus: 'NURSE_RECEIVED' })).toEqual({
      kind: 'waiting',
      words: '세 번째 순서입니다',
      ordinal: true,
    })
    expect(waitingView({ rnk: 7, cnt: 6, treatmentStatus: 'NURSE_RECEIVED' })).toMatchObject({ ordinal: false })
  })
})
