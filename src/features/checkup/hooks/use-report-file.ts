import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { downloadCheckupReportFile, getDownloadCheckupReportFileQueryKey } from '@/api/generated/checkup'
import type { DownloadProgress, RequestOptions } from '@/api/http'
import { LIMITS } from '@/shared/config/constants'

/** What went wrong with the file, as the spec names it: not found, or the download failed. */
export type ReportFileFailure = 'notFound' | 'failed'

/** The report file's query: one download per visit, shared by the list's sheet and the file's screen. */
export function reportFileQuery(
  checkupDate: string,
  fileName: string,
  onDownloadProgress?: RequestOptions['onDownloadProgress'],
) {
  // The progress callback only reports on the transfer; it is no part of what is fetched.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return {
    queryKey: getDownloadCheckupReportFileQueryKey(checkupDate, fileName),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const options: RequestOptions = { signal, timeoutMs: LIMITS.checkupReportTimeoutMs, onDownloadProgress }
      return downloadCheckupReportFile(checkupDate, fileName, options)
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  }
}

/**
 * The report file, downloaded once per visit with its own time limit (it may take over a
 * minute), its progress and the seconds gone by, and a cancel that stops the transfer.
 */
export function useReportFile(checkupDate: string, fileName: string) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<DownloadProgress>({ loaded: 0, total: undefined })
  const [cancelled, setCancelled] = useState(false)
  // setProgress only reports on the transfer; it is no part of what is fetched.
  const query = reportFileQuery(checkupDate, fileName, setProgress)
  const { queryKey } = query
  const file = useQuery({ ...query, enabled: !cancelled })
  const downloading = file.fetchStatus === 'fetching'

  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (!downloading) return
    const start = performance.now()
    const timer = setInterval(() => setSeconds(Math.floor((performance.now() - start) / 1000)), 1000)
    return () => clearInterval(timer)
  }, [downloading])

  const { refetch } = file
  const cancel = useCallback(() => {
    setCancelled(true)
    setSeconds(0)
    void queryClient.cancelQueries({ queryKey })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is rebuilt each render from the same two values
  }, [queryClient, checkupDate, fileName])

  const restart = useCallback(() => {
    setProgress({ loaded: 0, total: undefined })
    setSeconds(0)
    if (cancelled) setCancelled(false)
    else void refetch()
  }, [cancelled, refetch])

  const failure: ReportFileFailure | undefined = file.error
    ? file.error.status === 404
      ? 'notFound'
      : 'failed'
    : undefined

  return { file: file.data, downloading, progress, seconds, cancelled, failure, error: file.error, cancel, restart }
}
