import {
  downloadPaymentConfirmation,
  downloadVisitDocument,
  getDownloadPaymentConfirmationQueryKey,
  getDownloadVisitDocumentQueryKey,
  getListVisitDocumentsQueryOptions,
} from '@/api/generated/common'
import type { VisitDocumentType } from '@/api/generated/common/model'
import { getFetchMultiAccountListQueryOptions } from '@/api/generated/account'

/** What a visit's documents are: they change only when its bill is paid. */
export const visitDocumentsQuery = (receptionId: string) =>
  getListVisitDocumentsQueryOptions(receptionId, { query: { staleTime: 60_000 } })

/** A file is fetched once per screen visit, never retried by itself (the screen offers 다시 시도). */
const FILE_QUERY = { retry: false, staleTime: Infinity, gcTime: 5 * 60_000 } as const

export const visitDocumentFileQuery = (receptionId: string, documentType: VisitDocumentType) => ({
  queryKey: getDownloadVisitDocumentQueryKey(receptionId, documentType),
  queryFn: ({ signal }: { signal: AbortSignal }) => downloadVisitDocument(receptionId, documentType, { signal }),
  ...FILE_QUERY,
})

export const paymentConfirmationQuery = (year: number, patientNo?: string) => {
  const params = patientNo ? { patientNo } : undefined
  return {
    queryKey: getDownloadPaymentConfirmationQueryKey(String(year), params),
    queryFn: ({ signal }: { signal: AbortSignal }) => downloadPaymentConfirmation(String(year), params, { signal }),
    ...FILE_QUERY,
  }
}

/** The main account and its family, for whose confirmation it is. */
export const familyAccountsQuery = () => getFetchMultiAccountListQueryOptions({ query: { staleTime: 60_000 } })
