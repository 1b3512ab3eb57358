import type { ResultFlag, TestResultItem } from '@/api/generated/common/model'

/** Out of the reference range (high or low). */
export const isAbnormal = (flag: ResultFlag): boolean => flag !== 'N'

export const abnormalCount = (items: readonly Pick<TestResultItem, 'flag'>[]): number =>
  items.filter((item) => isAbnormal(item.flag)).length
