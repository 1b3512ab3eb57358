import { useQuery, useQueryClient } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useAddFamilyAccount } from '@/api/generated/account'
import type { FamilyAccountRequest, Relation, UserInfo } from '@/api/generated/account/model'
import { todayKst } from '@/shared/lib/dates'
import { account } from '@/shared/messages/account'
import { validation } from '@/shared/messages/validation'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { BottomAction, Button, Card, CardHeader, InfoBox, Intro, Stack, TextField } from '@/shared/ui'
import { RadioGroup } from '@/shared/ui/radio-group'
import { FAMILY_RELATIONS, familyRuleViolation, findAddedMember, needsGuardian } from '@/features/account/lib/family'
import { checkBirthDate8, checkName, checkPhone, phoneDigitsOf, toBirthDate8 } from '@/features/account/lib/validation'
import { useVerifiedPerson } from '@/features/account/hooks/use-verified-person'
import { revealFirstError } from '@/shared/forms/reveal-first-error'
import { FormError } from './FormError'

const { addFamily } = account

interface AddFamilyValues {
  relation: Relation | ''
  userName: string
  /** YYYYMMDD */
  birthDate: string
  guardianName: string
  guardianBirthDate: string
  guardianCellphone: string
}

const RELATION_OPTIONS = FAMILY_RELATIONS.map((relation) => ({ value: relation, label: account.relations[relation] }))

/**
 * Adding a family member (spec section 5): relation, name and birth date; under 14 the guardian
 * (the main account holder, prefilled); 14 and over the member's own phone identity
 * verification (its handle; the server compares the person it holds), which must match what was
 * entered. The spec's rules are checked here first;
 * the server's refusals are shown as dialogs. Then straight on to the member's patient number.
 */
export function AddFamilyForm({ main }: { main: UserInfo }) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const family = useQuery(multiAccountQuery())
  const addCall = useAddFamilyAccount()
  const verifyFamilyMember = useVerifiedPerson()
  const today = todayKst()
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<AddFamilyValues>({
    defaultValues: {
      relation: '',
      userName: '',
      birthDate: '',
      guardianName: main.userName,
      guardianBirthDate: toBirthDate8(main.birthDate),
      guardianCellphone: main.cellphoneNumber,
    },
  })
  const birthDate = useWatch({ control, name: 'birthDate' })
  const birthComplete = checkBirthDate8(birthDate, today) === true
  const child = birthComplete && needsGuardian(birthDate, today)

  /** A guardian field's rule applies only while the member is under 14. */
  const forChild =
    (check: (value: string) => true | string) =>
    (value: string, values: AddFamilyValues): true | string =>
      needsGuardian(values.birthDate.trim(), today) ? check(value) : true

  const submit = handleSubmit(async (values) => {
    if (!values.relation) return
    const member = { userName: values.userName.trim(), birthDate: values.birthDate.trim() }
    const own = familyRuleViolation(main, member, null)
    if (own) return setError('root.family', { message: own })

    const request: FamilyAccountRequest = { relation: values.relation, ...member }
    if (needsGuardian(member.birthDate, today)) {
      request.guardian = {
        guardianName: values.guardianName.trim(),
        guardianBirthDate: values.guardianBirthDate.trim(),
        guardianCellphone: phoneDigitsOf(values.guardianCellphone),
      }
    } else {
      const verified = await verifyFamilyMember()
      // null: the verification was closed (or could not be read; its dialog was shown): nothing is sent.
      if (!verified) return
      // The spec's rule, said before sending: the verification must be the member's own.
      const mismatch = familyRuleViolation(main, member, verified.person)
      if (mismatch) return setError('root.family', { message: mismatch })
      request.verificationId = verified.verificationId
    }

    const before = family.data
    const hide = overlays.showSpinner()
    try {
      const list = await addCall.mutateAsync({ data: request })
      queryClient.setQueryData(multiAccountQuery().queryKey, list)
      void queryClient.invalidateQueries({ queryKey: multiAccountQuery().queryKey })
      const added = findAddedMember(before, list, member)
      hide()
      overlays.toast(addFamily.added(member.userName))
      await navigation.navigate(
        added ? href('accountAddRegisterPatient', undefined, { userId: added.userId }) : href('accountManage'),
        { replace: true },
      )
    } catch {
      // The server's refusal (already family, guardian mismatch ...) is shown by the error dialog.
    } finally {
      hide()
    }
  }, revealFirstError)

  return (
    <>
      <Intro icon={<UserPlus aria-hidden="true" />} title={addFamily.title}>
        {addFamily.description}
      </Intro>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack inset>
          <Card spacing="roomy">
            <RadioGroup
              legend={addFamily.relationLegend}
              options={RELATION_OPTIONS}
              columns={2}
              error={errors.relation?.message}
              {...register('relation', { required: validation.relationRequired })}
            />
            <TextField
              label={addFamily.name}
              autoComplete="off"
              error={errors.userName?.message}
              {...register('userName', { validate: checkName })}
            />
            <TextField
              label={addFamily.birthDate}
              hint={addFamily.birthDateHint}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              error={errors.birthDate?.message}
              {...register('birthDate', { validate: (value) => checkBirthDate8(value, today) })}
            />
          </Card>
        </Stack>
        {child && (
          <Stack inset>
            <Card spacing="roomy">
              <CardHeader as="h3" title={addFamily.guardianTitle} />
              <InfoBox>{addFamily.guardianNotice}</InfoBox>
              <TextField
                label={addFamily.guardianName}
                autoComplete="off"
                error={errors.guardianName?.message}
                {...register('guardianName', {
                  validate: forChild((value) => (value.trim() ? true : validation.guardianNameRequired)),
                })}
              />
              <TextField
                label={addFamily.guardianBirthDate}
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                error={errors.guardianBirthDate?.message}
                {...register('guardianBirthDate', { validate: forChild((value) => checkBirthDate8(value, today)) })}
              />
              <TextField
                label={addFamily.guardianPhone}
                inputMode="tel"
                autoComplete="off"
                error={errors.guardianCellphone?.message}
                {...register('guardianCellphone', { validate: forChild(checkPhone) })}
              />
            </Card>
          </Stack>
        )}
        {!child && birthComplete && (
          <Stack inset>
            <InfoBox>{addFamily.identityNotice}</InfoBox>
          </Stack>
        )}
        <Stack inset>
          <FormError message={errors.root?.family?.message} />
        </Stack>
        <BottomAction>
          <Button type="submit" size="lg" loading={addCall.isPending}>
            {child ? addFamily.submit : addFamily.submitWithIdentity}
          </Button>
        </BottomAction>
      </form>
    </>
  )
}
