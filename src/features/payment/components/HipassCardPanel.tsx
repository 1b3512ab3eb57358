import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import {
  getFetchHipassCardQueryKey,
  getFetchPaymentSummaryQueryKey,
  useAuthorizeSkPay,
  useUpdateHipassCard,
} from '@/api/generated/common'
import type { HipassCard } from '@/api/generated/common/model'
import { isApiError } from '@/api/http'
import { formatDate } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { payment } from '@/shared/messages/payment'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Button, EmptyState, QueryState, Stack, Text } from '@/shared/ui'
import { hipassCardQuery } from '@/features/payment/payment.queries'

const { hipass } = payment

/**
 * The registered hi-pass card, with register (the shell's card management page, then the
 * server) or unregister (after a confirmation).
 */
export function HipassCardPanel({ patientNo }: { patientNo: string }) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const query = useQuery(hipassCardQuery())
  const authorize = useAuthorizeSkPay()
  const update = useUpdateHipassCard()
  const busy = authorize.isPending || update.isPending

  const saved = async (card: HipassCard) => {
    queryClient.setQueryData(getFetchHipassCardQueryKey(), card)
    await queryClient.invalidateQueries({ queryKey: getFetchPaymentSummaryQueryKey() })
  }

  const registerCard = async () => {
    const hide = overlays.showSpinner()
    try {
      const { authToken } = await authorize.mutateAsync({ data: { patientNo } })
      const result = await nativeBridge().manageCards(authToken)
      if (result.status === 'cancelled') {
        overlays.toast(hipass.registerCancelled)
        return
      }
      const card = await update.mutateAsync({
        // The server asks the card service about the token; the card's name and number are its word.
        data: { registered: 'Y', cardToken: result.cardToken },
      })
      await saved(card)
      overlays.toast(hipass.registeredToast)
    } catch (error) {
      // A call's error dialog has been shown; what the shell refused is said here.
      if (!isApiError(error)) {
        hide()
        await overlays.alert({ message: error instanceof Error ? error.message : messages.errors.generic })
      }
    } finally {
      hide()
    }
  }

  const unregisterCard = async () => {
    const sure = await overlays.confirm({
      title: hipass.unregisterTitle,
      message: hipass.unregisterMessage,
      confirmLabel: hipass.unregisterConfirm,
      tone: 'danger',
    })
    if (!sure) return
    const hide = overlays.showSpinner()
    try {
      await saved(await update.mutateAsync({ data: { registered: 'N' } }))
      overlays.toast(hipass.unregisteredToast)
    } catch {
      // The call's error dialog has been shown.
    } finally {
      hide()
    }
  }

  return (
    <QueryState query={query}>
      {(card) =>
        card.registered === 'Y' ? (
          <Stack padded>
            <Text size="lg" weight="bold">
              {card.cardName}
            </Text>
            {card.maskedCardNo && <Text>{card.maskedCardNo}</Text>}
            {card.registeredAt && (
              <Text size="sm" tone="sub">
                {hipass.registeredAt(formatDate(card.registeredAt, false))}
              </Text>
            )}
            <Button variant="outline" loading={busy} onClick={() => void unregisterCard()}>
              {hipass.unregister}
            </Button>
          </Stack>
        ) : (
          <EmptyState
            icon={<CreditCard aria-hidden="true" />}
            title={hipass.notRegistered}
            description={hipass.notRegisteredHint}
            action={
              <Button loading={busy} onClick={() => void registerCard()}>
                {hipass.register}
              </Button>
            }
          />
        )
      }
    </QueryState>
  )
}
