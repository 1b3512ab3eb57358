import type { FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FileUser, UserRoundX, Users } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { updatePatientPhone } from '@/api/generated/account'
import type { UserInfo } from '@/api/generated/account/model'
import { formatDate } from '@/shared/lib/korea-time'
import { formatPhone, hasPatientNo } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { AppLink } from '@/shared/navigation/AppLink'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { mainUserInfoQuery, multiAccountQuery, userInfoQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import {
  Badge,
  Button,
  Card,
  LinkButton,
  List,
  ListRow,
  QueryState,
  Section,
  Stack,
  Text,
  TextField,
} from '@/shared/ui'
import { InfoList } from '@/features/account/components/InfoList'
import { checkPhone, phoneDigitsOf } from '@/features/account/lib/validation'
import { revealFirstError } from '@/shared/forms/reveal-first-error'

const { management } = account

function Profile({ user }: { user: UserInfo }) {
  const registered = hasPatientNo(user.patientNo)
  return (
    <Section title={management.profile}>
      <InfoList
        items={[
          { label: management.name, value: user.userName },
          { label: management.birthDate, value: formatDate(user.birthDate, false) },
          { label: management.phone, value: formatPhone(user.cellphoneNumber) },
          {
            label: management.patientNo,
            value: registered ? user.patientNo : <Badge tone="warning">{account.patientNoMissing}</Badge>,
          },
          {
            label: management.accountType,
            value: user.isMain === 'Y' ? account.mainAccount : account.familyAccount,
          },
        ]}
      />
      {!registered && (
        <Stack gap={2}>
          <LinkButton variant="primary" to={href('registerPatient')}>
            {management.registerPatientNo}
          </LinkButton>
        </Stack>
      )}
    </Section>
  )
}

/** Phone number change (spec section 5): required, digits only, at least 11 digits. */
function ChangePhone({ user }: { user: UserInfo }) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const change = useMutation({
    mutationFn: (cellphoneNumber: string) => updatePatientPhone(user.patientNo, cellphoneNumber),
  })
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ phone: string }>({ defaultValues: { phone: '' } })

  const submit = handleSubmit(async ({ phone }) => {
    const updated = await change.mutateAsync(phoneDigitsOf(phone)).catch(() => undefined)
    if (!updated) return
    queryClient.setQueryData(userInfoQuery().queryKey, updated)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: mainUserInfoQuery().queryKey }),
    ])
    reset()
    overlays.toast(management.phoneChanged)
  }, revealFirstError)

  return (
    <Section title={management.changePhone} variant="plain">
      {hasPatientNo(user.patientNo) ? (
        <Card as="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
          <TextField
            label={management.newPhone}
            hint={management.newPhoneHint}
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.phone?.message}
            {...register('phone', { validate: checkPhone })}
          />
          <Button type="submit" fullWidth loading={change.isPending}>
            {management.changePhoneSubmit}
          </Button>
        </Card>
      ) : (
        <Card>
          <Text size="sm" tone="sub">
            {management.changePhoneNeedsPatientNo}
          </Text>
        </Card>
      )}
    </Section>
  )
}

function AccountLinks() {
  const session = useSession()
  const family = useQuery({ ...multiAccountQuery(), enabled: session.isSignedIn })
  return (
    <Section title={management.more}>
      <List>
        <ListRow
          as={AppLink}
          to={href('accountInfo')}
          leading={<FileUser aria-hidden="true" />}
          title={management.patientInfo}
          description={management.patientInfoHint}
          chevron
        />
        <ListRow
          as={AppLink}
          to={href('accountManage')}
          leading={<Users aria-hidden="true" />}
          title={management.family}
          trailing={family.data ? management.familyCount(family.data.familyCount) : undefined}
          chevron
        />
        <ListRow
          as={AppLink}
          to={href('accountWithdrawal')}
          leading={<UserRoundX aria-hidden="true" />}
          title={management.withdrawal}
          chevron
        />
      </List>
    </Section>
  )
}

/**
 * My info (spec: my info management): the account's name, birth date, phone and patient
 * number, the phone change, and the ways to the hospital record, family accounts and withdrawal.
 */
export default function MyInfoScreen() {
  const query = useQuery(userInfoQuery())
  return (
    <QueryState query={query}>
      {(user) => (
        <>
          <Profile user={user} />
          <ChangePhone user={user} />
          <AccountLinks />
        </>
      )}
    </QueryState>
  )
}
