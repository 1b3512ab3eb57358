import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { hasPatientNo } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { homeExtras } from '@/shared/messages/home-extras'
import { useAccountSwitch } from '@/shared/session/use-account-switch'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { Button, Text } from '@/shared/ui'
import styles from './HomeCards.module.css'

/**
 * The family, one tap away on home: a button per account of the family the patient can act as
 * (the main account, while acting for a family member, says "내 계정"). Nothing when the account
 * has no family; its list is asked for after the first paint and its failure leaves the row out.
 */
export function FamilySwitch() {
  const session = useSession()
  const labelId = useId()
  const list = useQuery({ ...multiAccountQuery(), meta: { errorDisplay: 'silent' } })
  const { switchTo, pendingUserId } = useAccountSwitch({ ask: false })
  const current = session.user?.userId
  // A member needs a patient number to be switched to (spec); the account shown now is left out.
  const others = (list.data?.accounts ?? []).filter((a) => a.userId !== current && hasPatientNo(a.patientNo))
  if (others.length === 0) return null
  return (
    <div role="group" aria-labelledby={labelId} className={styles.family}>
      <Text id={labelId} size="sm" tone="sub">
        {homeExtras.family.label}
      </Text>
      <ul className={styles.familyList}>
        {others.map((member) => (
          <li key={member.userId}>
            <Button
              variant="outline"
              loading={pendingUserId === member.userId}
              disabled={pendingUserId !== undefined}
              onClick={() => void switchTo(member)}
            >
              {member.isMain === 'Y'
                ? homeExtras.family.own(member.userName)
                : homeExtras.family.member(account.relations[member.relation], member.userName)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
