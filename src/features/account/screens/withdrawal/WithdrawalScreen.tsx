import { useQueryClient } from '@tanstack/react-query'
import { UserRoundX, UsersRound } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useDeleteAllPushTokens, useDeleteUser, useRequestWithdrawal } from '@/api/generated/account'
import { WithdrawalReason } from '@/api/generated/account/model'
import { account } from '@/shared/messages/account'
import { validation } from '@/shared/messages/validation'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { signOut } from '@/shared/session/session-actions'
import { useSession } from '@/shared/session/use-session'
import {
  BottomAction,
  BulletList,
  Button,
  Card,
  EmptyState,
  InfoBox,
  Intro,
  LinkButton,
  Section,
  SkeletonList,
  Stack,
  TextArea,
} from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { MainAccountOnly } from '@/features/account/components/MainAccountOnly'
import { checkText } from '@/features/account/lib/validation'
import { revealFirstError } from '@/shared/forms/reveal-first-error'

const { withdrawal } = account

/** The contract's limit for the other reason. */
const REASON_TEXT_MAX = 500

interface WithdrawalValues {
  reasonCode: WithdrawalReason | ''
  reasonText: string
}

const REASON_OPTIONS = Object.values(WithdrawalReason).map((code) => ({ value: code, label: withdrawal.reasons[code] }))

/** Family accounts remain: they go first (the server's reason), with the way to delete them. */
function Blocked({ reason }: { reason: string }) {
  return (
    <EmptyState
      icon={<UsersRound aria-hidden="true" />}
      title={withdrawal.blockedTitle}
      description={reason}
      action={
        <LinkButton variant="primary" to={href('accountAddDelete')}>
          {withdrawal.goDeleteFamily}
        </LinkButton>
      }
    />
  )
}

function WithdrawalForm({ onBlocked }: { onBlocked: (reason: string) => void }) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const requestCall = useRequestWithdrawal()
  const deletePushCall = useDeleteAllPushTokens()
  const deleteCall = useDeleteUser()
  const textId = useId()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<WithdrawalValues>({ defaultValues: { reasonCode: '', reasonText: '' } })
  const reasonCode = useWatch({ control, name: 'reasonCode' })

  const submit = handleSubmit(async ({ reasonCode: code, reasonText }) => {
    if (!code) return
    const yes = await overlays.confirm({
      title: withdrawal.confirmTitle,
      message: withdrawal.confirmMessage,
      confirmLabel: withdrawal.confirmLabel,
      tone: 'danger',
    })
    if (!yes) return
    const hide = overlays.showSpinner()
    try {
      const result = await requestCall.mutateAsync({
        data: { reasonCode: code, reasonText: code === 'OTHER' ? reasonText.trim() : '' },
      })
      if (result.canDelete !== 'Y') {
        onBlocked(result.blockReason ?? withdrawal.blockedReason)
        return
      }
      // The phones stop receiving this person's notifications before the account is gone (after it,
      // nobody could remove them any more); a failure here stops the withdrawal with its dialog.
      await deletePushCall.mutateAsync()
      await deleteCall.mutateAsync()
      await signOut(queryClient)
      hide()
      await navigation.navigate(href('home'), { replace: true })
      overlays.toast(withdrawal.done)
    } catch {
      // The error dialog has said why.
    } finally {
      hide()
    }
  }, revealFirstError)

  const textError = errors.reasonText?.message
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Section title={withdrawal.lossTitle} variant="plain">
        <InfoBox tone="warning">
          <BulletList items={withdrawal.losses} />
        </InfoBox>
        <InfoBox>{withdrawal.keep}</InfoBox>
      </Section>
      <Stack inset>
        <Card spacing="roomy">
          <RadioGroup
            legend={withdrawal.reasonLegend}
            options={REASON_OPTIONS}
            error={errors.reasonCode?.message}
            {...register('reasonCode', { required: validation.withdrawalReasonRequired })}
          />
          {reasonCode === 'OTHER' && (
            <TextArea
              id={textId}
              label={withdrawal.reasonText}
              hint={withdrawal.reasonTextHint}
              rows={4}
              error={textError}
              {...register('reasonText', {
                validate: (text, values) =>
                  values.reasonCode !== 'OTHER' ||
                  checkText(text, { required: validation.withdrawalReasonTextRequired, max: REASON_TEXT_MAX }),
              })}
            />
          )}
        </Card>
      </Stack>
      <BottomAction>
        <Button type="submit" size="lg" variant="danger" loading={requestCall.isPending || deleteCall.isPending}>
          {withdrawal.submit}
        </Button>
      </BottomAction>
    </form>
  )
}

/**
 * Withdrawal: what is lost, the reason (free text for "other"), a confirmation, then the
 * request; with family accounts left the server's reason and the way to delete them, otherwise
 * the account is deleted, the app signs out and goes home. Only the main account withdraws.
 */
export default function WithdrawalScreen() {
  const session = useSession()
  const [blocked, setBlocked] = useState<string | null>(null)
  if (session.isLoading) return <SkeletonList rows={3} />
  if (session.isFamilySelected) return <MainAccountOnly session={session} />
  if (blocked) return <Blocked reason={blocked} />
  return (
    <>
      <Intro icon={<UserRoundX aria-hidden="true" />} title={withdrawal.title} />
      <WithdrawalForm onBlocked={setBlocked} />
    </>
  )
}
