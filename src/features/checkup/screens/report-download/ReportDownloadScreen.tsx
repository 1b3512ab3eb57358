import { FileText, LockKeyhole, Save, Share2, X } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { formatDate } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { checkup } from '@/shared/messages/checkup'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { Button, Card, Cluster, ErrorState, InfoBox, LinkButton, Page, Stack, Text, TextField } from '@/shared/ui'
import report from '@/features/checkup/components/Report.module.css'
import { useReportFile } from '@/features/checkup/components/use-report-file'
import { revealFirstError } from '@/shared/forms/reveal-first-error'

const { report: words } = checkup
const { errors } = messages

/** pdf.js, only when a report is opened: its own chunk, with its worker. */
const loadPdf = () => import('@/features/checkup/components/pdf-document')

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
        className={report.bar}
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

interface PasswordForm {
  password: string
}

function PasswordEntry({ onOpen }: { onOpen: (password: string) => Promise<'opened' | 'password'> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors, isSubmitting },
  } = useForm<PasswordForm>({ defaultValues: { password: '' } })
  const submit = handleSubmit(async ({ password }) => {
    if ((await onOpen(password)) === 'password')
      setError('password', { message: errors.pdfPassword }, { shouldFocus: true })
  }, revealFirstError)
  return (
    <Card as="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-labelledby="report-password-title">
      <h2 id="report-password-title" className={report.formTitle}>
        <LockKeyhole aria-hidden="true" />
        {words.passwordTitle}
      </h2>
      <Text>{words.passwordNote}</Text>
      <TextField
        label={words.passwordLabel}
        placeholder={words.passwordPlaceholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        error={fieldErrors.password?.message}
        {...register('password', {
          required: words.passwordRequired,
          pattern: { value: /^\d{8}$/, message: words.passwordDigits },
        })}
      />
      <Button type="submit" variant="primary" loading={isSubmitting} icon={<FileText aria-hidden="true" />}>
        {words.openButton}
      </Button>
    </Card>
  )
}

function PdfPage({ document, number }: { document: PDFDocumentProxy; number: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const width = element.parentElement?.clientWidth ?? 360
    loadPdf()
      .then(({ drawPage }) => drawPage(document, number, element, width))
      .catch(() => setFailed(true))
  }, [document, number])
  return (
    <figure className={report.page}>
      <canvas ref={canvas} role="img" aria-label={words.pageLabel(number, document.numPages)} />
      {failed && <InfoBox tone="warning">{words.viewerFailed}</InfoBox>}
    </figure>
  )
}

function Viewer({ document, file, fileName }: { document: PDFDocumentProxy; file: Blob; fileName: string }) {
  const overlays = useOverlays()
  const [texts, setTexts] = useState<string[]>()
  const [busy, setBusy] = useState<'save' | 'share'>()
  useEffect(() => {
    let live = true
    void loadPdf()
      .then(({ pageTexts }) => pageTexts(document))
      .then((t) => live && setTexts(t))
    return () => {
      live = false
    }
  }, [document])
  const hand = async (how: 'save' | 'share') => {
    setBusy(how)
    try {
      const bridge = nativeBridge()
      const outcome =
        how === 'save'
          ? await bridge.saveFile({ fileName, data: file })
          : await bridge.shareFile({ fileName, data: file })
      if (outcome === 'done') overlays.toast(how === 'save' ? words.saved : words.shared)
    } catch {
      overlays.toast(words.saveFailed)
    } finally {
      setBusy(undefined)
    }
  }
  const pages = Array.from({ length: document.numPages }, (_, i) => i + 1)
  return (
    <>
      <Text size="sm" tone="sub">
        {words.pages(document.numPages)}
      </Text>
      <div className={report.pages}>
        {pages.map((number) => (
          <PdfPage key={number} document={document} number={number} />
        ))}
      </div>
      {texts && (
        <details className={report.text}>
          <summary>{words.textVersion}</summary>
          {texts.map((text, i) => (
            <Text key={i} preLine>
              {text}
            </Text>
          ))}
        </details>
      )}
      <Cluster fill>
        <Button
          variant="secondary"
          loading={busy === 'save'}
          icon={<Save aria-hidden="true" />}
          onClick={() => void hand('save')}
        >
          {words.save}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'share'}
          icon={<Share2 aria-hidden="true" />}
          onClick={() => void hand('share')}
        >
          {words.share}
        </Button>
      </Cluster>
    </>
  )
}

/**
 * The checkup report PDF (결과지): downloaded with its progress and the time gone by (it can take
 * over a minute) and a cancel; the spec's three PDF errors each with its message; the birth-date
 * password asked in the app; the pages drawn by pdf.js (loaded only here), with their text, and
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
  useEffect(() => () => void document?.loadingTask.destroy(), [document])

  const open = async (password: string) => {
    const { openReport } = await loadPdf()
    const outcome = await openReport(file!, password)
    if (outcome.kind === 'opened') setDocument(outcome.document)
    if (outcome.kind === 'broken') setBroken(true)
    return outcome.kind === 'password' ? 'password' : 'opened'
  }

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
        <ErrorState message={errors.pdfNotFound} phone={checkup.centerPhone} />
        {toList}
      </>
    )
  } else if (failure === 'failed') {
    body = <ErrorState message={errors.pdfDownloadFailed} phone={checkup.centerPhone} onRetry={restart} />
  } else if (broken) {
    body = <ErrorState message={words.viewerFailed} phone={checkup.centerPhone} />
  } else if (document && file) {
    body = <Viewer document={document} file={file} fileName={fileName} />
  } else if (file) {
    body = <PasswordEntry onOpen={open} />
  } else {
    body = <Progress loaded={0} total={undefined} seconds={0} onCancel={cancel} />
  }

  return (
    <Page>
      <Stack inset gap={4}>
        <Text size="sm" tone="sub">
          {`${formatDate(checkupDate)} · `}
          {/* A file name has no spaces to break at: it may break anywhere. */}
          <span data-breakable className={report.fileName}>
            {fileName}
          </span>
        </Text>
        {body}
      </Stack>
    </Page>
  )
}
