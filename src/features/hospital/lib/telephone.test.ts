import { describe, expect, it } from 'vitest'
import { groupByCategory } from './telephone'

describe('groupByCategory', () => {
  it('keeps the server order of categories and entries', () => {
    const entry = (category: string, name: string) => ({ category, name, phone: '02-0000-0000' })
    const groups = groupByCategory([entry('대표', 'a'), entry('예약', 'b'), entry('대표', 'c')])
    expect(groups.map(([category, rows]) => [category, rows.map((r) => r.name)])).toEqual([
      ['대표', ['a', 'c']],
      ['예약', ['b']],
    ])
  })
})
