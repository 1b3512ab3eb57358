import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { getListInquiriesQueryKey, useCreateInquiry } from '@/api/generated/account'
import { InquiryCategory } from '@/api/generated/account/model'
import { INQUIRY_LIMITS } from '@/shared/config/constants'
import { inquiry } from '@/shared/messages/inquiry'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { BottomAction, Button, Card, CardHeader, InfoBox, Page, Stack, TextArea, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { inquiriesQuery } from '@/features/inquiry/inquiry.queries'
import { checkBody, checkTitle, cleanBody, cleanTitle, lengthOf } from '@/features/inquiry/lib/rules'
import { revealFirstError } from '@/shared/forms/reveal-first-error'

interface InquiryValues {
  category: InquiryCategory | ''
  title: string
  body: string
}

const CATEGORY_OPTIONS = Object.values(InquiryCategory).map((code) => ({
  value: code,
  label: inquiry.categories[code],
}))

/**
 * A new 1:1 question: its kind, a title and the question. Bad input shows its message under the
 * field and sends nothing; the question is sent once however often the button is tapped (one
 * request key per attempt), then the patient sees it, waiting for its answer.
 */
export default function InquiryNewScreen() {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const waiting = useQuery(inquiriesQuery())
  const create = useCreateInquiry()
  // One attempt, one key: a double tap or a resend after no answer is taken once.
  const [requestKey] = useState(() => crypto.randomUUID())
  // A second tap while the first is on its way sends nothing (the button shows it is busy).
  const sending = useRef(false)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<InquiryValues>({ defaultValues: { category: '', title: '', body: '' } })
  const [title, body] = useWatch({ control, name: ['title', 'body'] })
  const full = waiting.data ? waiting.data.waitingCount >= waiting.data.waitingLimit : false

  const send = async (values: InquiryValues) => {
    if (!values.category || sending.current) return
    sending.current = true
    try {
      const created = await create.mutateAsync({
        data: { category: values.category, title: cleanTitle(values.title), body: cleanBody(values.body), requestKey },
      })
      await queryClient.invalidateQueries({ queryKey: getListInquiriesQueryKey() })
      overlays.toast(inquiry.submitted)
      await navigation.navigate(href('inquiryDetail', { inquiryId: created.inquiryId }), { replace: true })
    } catch {
      // The error dialog has said why (the server's reason).
    } finally {
      sending.current = false
    }
  }

  return (
    <Page as="form" noValidate onSubmit={(event) => void handleSubmit(send, revealFirstError)(event)}>
      {full && waiting.data && (
        <Stack inset>
          <InfoBox tone="warning">{inquiry.waitingFull(waiting.data.waitingLimit)}</InfoBox>
        </Stack>
      )}
      <Card inset spacing="roomy">
        <CardHeader large title={inquiry.formTitle} />
        <RadioGroup
          legend={inquiry.categoryLegend}
          options={CATEGORY_OPTIONS}
          columns={2}
          error={errors.category?.message}
          {...register('category', { required: inquiry.rules.categoryRequired })}
        />
        <TextField
          label={inquiry.titleLabel}
          placeholder={inquiry.titlePlaceholder}
          autoComplete="off"
          enterKeyHint="next"
          hint={inquiry.counter(lengthOf(title), INQUIRY_LIMITS.titleMax)}
          error={errors.title?.message}
          {...register('title', { validate: checkTitle })}
        />
        <TextArea
          label={inquiry.bodyLabel}
          placeholder={inquiry.bodyPlaceholder}
          hint={inquiry.privacy}
          counter={inquiry.counter(lengthOf(body), INQUIRY_LIMITS.bodyMax)}
          error={errors.body?.message}
          {...register('body', { validate: checkBody })}
        />
      </Card>
      <Stack inset gap={2}>
        <InfoBox>{inquiry.answerTime}</InfoBox>
        <InfoBox tone="warning">{inquiry.urgent}</InfoBox>
      </Stack>
      <BottomAction>
        <Button type="submit" size="lg" fullWidth loading={create.isPending} disabled={full}>
          {inquiry.submit}
        </Button>
      </BottomAction>
    </Page>
  )
}
