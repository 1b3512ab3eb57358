import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { refreshUserInfo } from '@/api/generated/account'
import { formatDate } from '@/shared/lib/korea-time'
import { formatPhone } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { mainUserInfoQuery, multiAccountQuery, userInfoQuery } from '@/shared/session/session-queries'
import { Button, Intro, QueryState, Section, Stack } from '@/shared/ui'
import { InfoList } from '@/features/account/components/InfoList'

const { management, info } = account

/**
 * The patient's hospital record as the app knows it (needs a patient number), and the refresh
 * from the hospital's system (HIS) when the name or phone changed there.
 */
export default function PatientRecordScreen() {
  const query = useQuery(userInfoQuery())
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const refresh = useMutation({ mutationFn: () => refreshUserInfo() })

  const refreshFromHospital = async () => {
    const updated = await refresh.mutateAsync().catch(() => undefined)
    if (!updated) return
    queryClient.setQueryData(userInfoQuery().queryKey, updated)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: mainUserInfoQuery().queryKey }),
      // The hospital's name for the patient shows in the family list too.
      queryClient.invalidateQueries({ queryKey: multiAccountQuery().queryKey }),
    ])
    overlays.toast(info.refreshed)
  }

  return (
    <>
      <Intro title={info.title}>{info.description}</Intro>
      <QueryState query={query}>
        {(user) => (
          <>
            <Section title={management.profile}>
              <InfoList
                items={[
                  { label: management.patientNo, value: user.patientNo },
                  { label: management.name, value: user.userName },
                  { label: management.birthDate, value: formatDate(user.birthDate, false) },
                  ...(user.gender ? [{ label: info.gender, value: info.genders[user.gender] }] : []),
                  { label: management.phone, value: formatPhone(user.cellphoneNumber) },
                  {
                    label: management.accountType,
                    value: user.isMain === 'Y' ? account.mainAccount : account.familyAccount,
                  },
                ]}
              />
            </Section>
            <Stack inset>
              <Button
                variant="secondary"
                icon={<RefreshCw aria-hidden="true" />}
                loading={refresh.isPending}
                onClick={() => void refreshFromHospital()}
              >
                {info.refresh}
              </Button>
            </Stack>
          </>
        )}
      </QueryState>
    </>
  )
}
