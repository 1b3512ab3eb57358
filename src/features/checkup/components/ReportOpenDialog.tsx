import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import type { CheckupReportDetail, CheckupReportSummary } from '@/api/generated/checkup/model'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import { Button, Dialog, FactList, QueryState, Stack, Text, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { reportDetailQuery } from '@/features/checkup/checkup.queries'
import { handOverPassword, type PasswordForm, passwordRules } from '@/features/checkup/components/report-password'

const { report: words } = checkup

interface OpenForm extends PasswordForm {
  fileName: string
}

/** The password (and, for a checkup with several files, which one), then straight to the file. */
function OpenForm({ detail, formId }: { detail: CheckupReportDetail; formId: string }) {
  const navigation = useAppNavigation()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OpenForm>({ defaultValues: { password: '', fileName: detail.files[0]?.fileName ?? '' } })
  if (detail.files.length === 0) return <Text>{words.noFiles}</Text>
  const submit = handleSubmit(({ password, fileName }) => {
    handOverPassword(detail.checkupDate, fileName, password)
    void navigation.navigate(href('checkupReportDownload', { checkupDate: detail.checkupDate, fileName }))
  }, revealFirstError)
  return (
    <form id={formId} onSubmit={(e: FormEvent) => void submit(e)} noValidate>
      <Stack gap={4}>
        <Text>{words.passwordNote}</Text>
        <FactList facts={[[words.passwordHint, detail.passwordHint]]} />
        {detail.files.length > 1 && (
          <RadioGroup
            legend={words.chooseFile}
            options={detail.files.map((file) => ({ value: file.fileName, label: file.title }))}
            {...register('fileName')}
          />
        )}
        <TextField
          label={words.passwordLabel}
          placeholder={words.passwordPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={errors.password?.message}
          {...register('password', passwordRules)}
        />
        <Text size="sm" tone="sub">
          {words.slowNote}
        </Text>
      </Stack>
    </form>
  )
}

function DialogBody({ report, formId }: { report: CheckupReportSummary; formId: string }) {
  const detail = useQuery(reportDetailQuery(report.receptionId, report.checkupDate))
  return <QueryState query={detail}>{(data) => <OpenForm detail={data} formId={formId} />}</QueryState>
}

/**
 * Opening a report from the list: a sheet asks the password there, and the file opens on the
 * next screen, downloading and unlocking on its own (one step, not four screens). The file
 * screen still asks by itself when reached by a link.
 */
export function ReportOpenDialog({ report, onClose }: { report: CheckupReportSummary | null; onClose: () => void }) {
  const formId = useId()
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      variant="sheet"
      title={report ? `${formatDate(report.checkupDate)} ${report.packageName}` : words.passwordTitle}
      actions={
        report && (
          <Button type="submit" form={formId} variant="primary" fullWidth icon={<FileText aria-hidden="true" />}>
            {words.openButton}
          </Button>
        )
      }
    >
      {report && <DialogBody key={report.receptionId} report={report} formId={formId} />}
    </Dialog>
  )
}
