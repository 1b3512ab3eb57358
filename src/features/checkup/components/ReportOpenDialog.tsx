import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { CheckupReportDetail } from '@/api/generated/checkup/model'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { screenErrors } from '@/shared/messages/screen-errors'
import { checkup } from '@/shared/messages/checkup'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import { Button, Dialog, FactList, QueryState, Stack, Text, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { reportDetailQuery } from '@/features/checkup/checkup.queries'
import {
  handOverPassword,
  passwordInput,
  type PasswordForm,
  passwordRules,
} from '@/features/checkup/lib/report-password'
import { loadPdf } from '@/shared/pdf-viewer/load-pdf'
import { reportFileQuery } from '@/features/checkup/hooks/use-report-file'

const { report: words } = checkup

/** The report to open: a checkup (from the list) or one of its files (from the checkup's files). */
export interface ReportToOpen {
  receptionId: string
  checkupDate: string
  /** The sheet's title: the checkup's date and program, or the file's title. */
  title: string
  fileName?: string
}

interface OpenForm extends PasswordForm {
  fileName: string
}

/** The password (and, for a checkup with several files, which one), then straight to the file. */
function OpenForm({ detail, fileName, formId }: { detail: CheckupReportDetail; fileName?: string; formId: string }) {
  const navigation = useAppNavigation()
  const files = fileName ? detail.files.filter((file) => file.fileName === fileName) : detail.files
  const queryClient = useQueryClient()
  // The file being tried: closing the sheet while it comes stops its download.
  const [checking, setChecking] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OpenForm>({ defaultValues: { password: '', fileName: files[0]?.fileName ?? '' } })
  useEffect(() => {
    if (!checking) return
    const { queryKey } = reportFileQuery(detail.checkupDate, checking)
    return () => void queryClient.cancelQueries({ queryKey })
  }, [checking, detail.checkupDate, queryClient])
  if (files.length === 0) return <Text>{words.noFiles}</Text>
  const submit = handleSubmit(async ({ password, fileName }) => {
    const { checkupDate } = detail
    if (checking) return
    setChecking(fileName)
    // The password is the file's: it is tried on the file here, so a wrong one is said in this
    // sheet. Whatever else goes wrong (no file, no viewer) the file's screen says, with its ways on.
    const right = await passwordOpens(queryClient, checkupDate, fileName, password)
    setChecking(undefined)
    if (right === false) {
      setError('password', { message: screenErrors.pdfPassword }, { shouldFocus: true })
      return
    }
    handOverPassword(checkupDate, fileName, password)
    void navigation.navigate(href('checkupReportDownload', { checkupDate, fileName }))
  }, revealFirstError)
  return (
    <form id={formId} onSubmit={(e: FormEvent) => void submit(e)} noValidate aria-busy={Boolean(checking)}>
      <Stack gap={4}>
        <Text>{words.passwordNote}</Text>
        <FactList facts={[[words.passwordHint, detail.passwordHint]]} />
        {files.length > 1 && (
          <RadioGroup
            legend={words.chooseFile}
            options={files.map((file) => ({ value: file.fileName, label: file.title }))}
            {...register('fileName')}
          />
        )}
        <TextField {...passwordInput} error={errors.password?.message} {...register('password', passwordRules)} />
        <Text size="sm" tone="sub">
          {words.slowNote}
        </Text>
        {checking && (
          <Text weight="bold" role="status">
            {words.opening}
          </Text>
        )}
      </Stack>
    </form>
  )
}

/**
 * Whether the password opens the file: downloaded (once: the file's screen takes it from the same
 * cache) and tried with pdf.js. Undefined when it could not be told (the download or the viewer
 * failed): the file's screen then shows that failure with its own ways on.
 */
async function passwordOpens(
  queryClient: ReturnType<typeof useQueryClient>,
  checkupDate: string,
  fileName: string,
  password: string,
): Promise<boolean | undefined> {
  try {
    const [file, pdf] = await Promise.all([queryClient.fetchQuery(reportFileQuery(checkupDate, fileName)), loadPdf()])
    const outcome = await pdf.openReport(file, password)
    if (outcome.kind === 'opened') void outcome.document.loadingTask.destroy()
    return outcome.kind === 'password' ? false : outcome.kind === 'opened' ? true : undefined
  } catch {
    return undefined
  }
}

function DialogBody({ report, formId }: { report: ReportToOpen; formId: string }) {
  const detail = useQuery(reportDetailQuery(report.receptionId, report.checkupDate))
  return (
    <QueryState query={detail}>
      {(data) => <OpenForm detail={data} fileName={report.fileName} formId={formId} />}
    </QueryState>
  )
}

/**
 * Opening a report from the list (or from a checkup's files): a sheet asks the password there, and
 * the file opens on the next screen, downloading and unlocking on its own (one step, not four
 * screens). The file screen still asks by itself when reached by a link.
 */
export function ReportOpenDialog({ report, onClose }: { report: ReportToOpen | null; onClose: () => void }) {
  const formId = useId()
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      variant="sheet"
      title={report?.title ?? words.passwordTitle}
      actions={
        report && (
          <Button type="submit" form={formId} variant="primary" fullWidth icon={<FileText aria-hidden="true" />}>
            {words.openButton}
          </Button>
        )
      }
    >
      {report && <DialogBody key={`${report.receptionId}/${report.fileName}`} report={report} formId={formId} />}
    </Dialog>
  )
}
