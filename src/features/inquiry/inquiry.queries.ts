import { getFetchInquiryQueryOptions, getListInquiriesQueryOptions } from '@/api/generated/account'

/** An answer may come at any time: read again whenever a screen opens after a short while. */
const STALE = 10_000

export const inquiriesQuery = () => getListInquiriesQueryOptions({ query: { staleTime: STALE } })

export const inquiryQuery = (inquiryId: string) =>
  getFetchInquiryQueryOptions(inquiryId, { query: { staleTime: STALE } })
