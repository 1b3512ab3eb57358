import { FileText, LockKeyhole, X } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { LoadFailed } from '@/shared/lazy'
import { href } from '@/shared/routes/route-table'
import { Button, Card, Cluster, ErrorState, InfoBox, LinkButton, Page, Stack, Text, TextField } from '@/shared/ui'
import {
  forgetPassword,
  handedPassword,
  passwordInput,
  type PasswordForm,
  passwordRules,
} from '@/features/checkup/lib/report-password'
import { loadPdf } from '@/shared/pdf-viewer/load-pdf'
import { ReportViewer } from '@/shared/pdf-viewer/ReportViewer'
import { useReportFile } from '@/features/checkup/hooks/use-report-file'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { screenErrors } from '@/shared/messages/screen-errors'
import styles from './ReportDownloadScreen.module.css'

const { report: words } = checkup

function Progress({
  loaded,
  total,
  seconds,
  onCancel,
}: {
  loaded: number
  total: number | undefined
  seconds: number
  onCancel: () => void
}) {
  const percent = total ? Math.min(100, Math.round((loaded / total) * 100)) : undefined
  return (
    <Card>
      <Text size="lg" weight="bold" role="status">
        {percent === undefined || loaded === 0 ? words.preparing : words.receiving(percent)}
      </Text>
      <progress
        className={styles.bar}
        aria-label={words.progressLabel}
        max={100}
        {...(percent !== undefined && loaded > 0 ? { value: percent } : {})}
      />
      <Text size="sm" tone="sub">{`${words.elapsed(seconds)} · ${words.slowNote}`}</Text>
      <Button variant="outline" icon={<X aria-hidden="true" />} onClick={onCancel}>
        {words.cancel}
      </Button>
    </Card>
  )
}

/** What opening the file came to; `unavailable`: the viewer's code could not be downloaded (the screen says so). */
type OpenOutcome = 'opened' | 'password' | 'unavailable'

/** Shown at once when the list's password did not open it (one object: the form watches it). */
const WRONG_PASSWORD = { password: { type: 'validate', message: screenErrors.pdfPassword } } as const

function PasswordEntry({
  onOpen,
  wrong,
}: {
  onOpen: (password: string) => Promise<OpenOutcome>
  /** The password handed over from the list did not open it: said at once. */
  wrong: boolean
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors, isSubmitting },
  } = useForm<PasswordForm>({
    defaultValues: { password: '' },
    ...(wrong ? { errors: WRONG_PASSWORD } : {}),
  })
  const submit = handleSubmit(async ({ password }) => {
    if ((await onOpen(password)) === 'password')
      setError('password', { message: screenErrors.pdfPassword }, { shouldFocus: true })
  }, revealFirstError)
  return (
    <Card as="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-labelledby="report-password-title">
      <h2 id="report-password-title" className={styles.formTitle}>
        <LockKeyhole aria-hidden="true" />
        {words.passwordTitle}
      </h2>
      <Text>{words.passwordNote}</Text>
      <TextField {...passwordInput} error={fieldErrors.password?.message} {...register('password', passwordRules)} />
      <Button type="submit" variant="primary" loading={isSubmitting} icon={<FileText aria-hidden="true" />}>
        {words.openButton}
      </Button>
    </Card>
  )
}

/**
 * The checkup report PDF (결과지): downloaded with its progress and the time gone by (it can take
 * over a minute) and a cancel; the spec's three PDF errors each with its message; the birth-date
 * password asked in the app (or handed over from the list's dialog, then opening on its own); the
 * report readable on the phone (pdf.js, loaded only here), its text with its structure, and
 * saving or sharing through the phone.
 */
export default function ReportDownloadScreen() {
  const { checkupDate = '', fileName = '' } = useParams()
  const { file, downloading, progress, seconds, cancelled, failure, cancel, restart } = useReportFile(
    checkupDate,
    fileName,
  )
  const [document, setDocument] = useState<PDFDocumentProxy>()
  const [broken, setBroken] = useState(false)
  // The viewer's code could not be downloaded: said with 다시 시도, which downloads it again.
  const [viewerMissing, setViewerMissing] = useState<unknown>()
  const [viewerTry, setViewerTry] = useState(0)
  useEffect(() => () => void document?.loadingTask.destroy(), [document])

  const open = useCallback(
    async (password: string): Promise<OpenOutcome> => {
      if (!file) return 'password'
      let pdf
      try {
        pdf = await loadPdf()
      } catch (error) {
        setViewerMissing(error)
        return 'unavailable'
      }
      const outcome = await pdf.openReport(file, password)
      if (outcome.kind === 'opened') setDocument(outcome.document)
      if (outcome.kind === 'broken') setBroken(true)
      return outcome.kind === 'password' ? 'password' : 'opened'
    },
    [file],
  )

  // The password asked on the list opens the file as soon as it is here; it is then forgotten
  // from storage (this screen keeps it until the viewer's code has come).
  const [handed] = useState(() => handedPassword(checkupDate, fileName))
  const [handedOutcome, setHandedOutcome] = useState<'opened' | 'password'>()
  const tried = useRef(false)
  useEffect(() => {
    if (!file || !handed || tried.current) return
    tried.current = true
    void open(handed)
      .then((outcome) => {
        if (outcome === 'unavailable') tried.current = false
        else setHandedOutcome(outcome)
      })
      .catch(() => setBroken(true))
      .finally(forgetPassword)
  }, [file, handed, open, viewerTry])
  // Leaving before the file came: the password handed over goes with the screen.
  useEffect(() => forgetPassword, [])
  const openingHanded = Boolean(file && handed && !handedOutcome)

  const toList = <LinkButton to={href('checkupReport')}>{words.toList}</LinkButton>

  let body
  if (downloading) {
    body = <Progress loaded={progress.loaded} total={progress.total} seconds={seconds} onCancel={cancel} />
  } else if (cancelled) {
    body = (
      <>
        <InfoBox tone="info">{words.cancelled}</InfoBox>
        <Cluster fill>
          <Button variant="primary" onClick={restart}>
            {words.retry}
          </Button>
          {toList}
        </Cluster>
      </>
    )
  } else if (failure === 'notFound') {
    body = (
      <>
        <ErrorState message={screenErrors.pdfNotFound} phone={checkup.centerPhone} />
        {toList}
      </>
    )
  } else if (failure === 'failed') {
    body = <ErrorState message={screenErrors.pdfDownloadFailed} phone={checkup.centerPhone} onRetry={restart} />
  } else if (viewerMissing) {
    body = (
      <LoadFailed
        error={viewerMissing}
        onRetry={() => {
          setViewerMissing(undefined)
          setViewerTry((n) => n + 1)
        }}
      />
    )
  } else if (broken) {
    body = <ErrorState message={words.viewerFailed} phone={checkup.centerPhone} />
  } else if (document && file) {
    body = <ReportViewer document={document} file={file} fileName={fileName} words={words} />
  } else if (openingHanded) {
    body = (
      <Text size="lg" weight="bold" role="status">
        {words.opening}
      </Text>
    )
  } else if (file) {
    body = <PasswordEntry onOpen={open} wrong={handedOutcome === 'password'} />
  } else {
    body = <Progress loaded={0} total={undefined} seconds={0} onCancel={cancel} />
  }

  return (
    <Page>
      <Stack inset gap={4}>
        {/* The checkup's date, not the server's file name (report_20261012_….pdf means nothing to a patient). */}
        <Text size="sm" tone="sub">
          {words.documentTitle(formatDate(checkupDate))}
        </Text>
        {body}
      </Stack>
    </Page>
  )
}
