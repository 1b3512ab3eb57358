import { describe, expect, it } from 'vitest'
import { newOrderId } from './order-id'

describe('newOrderId', () => {
  it('is ORD, the Korea time to the second and six random digits', () => {
    expect(newOrderId('2026-11-23T00:00:05Z', () => 0.0421)).toBe('ORD20261123090005042100')
  })

  it('differs for two orders at the same moment', () => {
    const now = '2026-11-23T09:00:00+09:00'
    expect(newOrderId(now, () => 0.1)).not.toBe(newOrderId(now, () => 0.2))
  })
})
