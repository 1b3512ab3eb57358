import { useId, type ReactNode } from 'react'
import type { MultiAccount } from '@/api/generated/account/model'
import { formatDate } from '@/shared/lib/dates'
import { hasPatientNo } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { Badge } from '@/shared/ui'
import styles from './Account.module.css'

export interface FamilyMemberCardProps {
  member: MultiAccount
  /** The account the app acts as now. */
  acting: boolean
  actions?: ReactNode
}

/** One account of the family: name, relation, birth date, patient number (or "not registered"). */
export function FamilyMemberCard({ member, acting, actions }: FamilyMemberCardProps) {
  const isMain = member.isMain === 'Y'
  const nameId = useId()
  return (
    <article className={acting ? `${styles.member} ${styles.memberActing}` : styles.member} aria-labelledby={nameId}>
      <div className={styles.memberHead}>
        <h3 id={nameId} className={styles.memberName}>
          {account.nameSuffix(member.userName)}
        </h3>
        <Badge tone={isMain ? 'primary' : 'neutral'}>
          {isMain ? account.mainAccount : account.relations[member.relation]}
        </Badge>
        {acting && <Badge tone="info">{account.actingNow}</Badge>}
      </div>
      <p className={styles.memberFacts}>
        <span>{account.family.birth(formatDate(member.birthDate, false))}</span>
        {hasPatientNo(member.patientNo) ? (
          <span>{account.family.patientNoOf(member.patientNo)}</span>
        ) : (
          <Badge tone="warning">{account.patientNoMissing}</Badge>
        )}
      </p>
      {actions && <div className={styles.memberActions}>{actions}</div>}
    </article>
  )
}
