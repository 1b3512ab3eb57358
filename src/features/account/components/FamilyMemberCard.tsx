import { useId, type ReactNode } from 'react'
import type { MultiAccount } from '@/api/generated/account/model'
import { formatDate } from '@/shared/lib/korea-time'
import { hasPatientNo } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { Badge, Card, CardHeader, Cluster, Text } from '@/shared/ui'

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
    <Card as="article" selected={acting} aria-labelledby={nameId}>
      <CardHeader
        as="h3"
        titleId={nameId}
        title={account.nameSuffix(member.userName)}
        aside={
          <>
            <Badge tone={isMain ? 'primary' : 'neutral'}>
              {isMain ? account.mainAccount : account.relations[member.relation]}
            </Badge>
            {acting && <Badge tone="info">{account.actingNow}</Badge>}
          </>
        }
      />
      <Cluster gap={3}>
        <Text as="span" size="sm" tone="sub">
          {account.family.birth(formatDate(member.birthDate, false))}
        </Text>
        {hasPatientNo(member.patientNo) ? (
          <Text as="span" size="sm" tone="sub">
            {account.family.patientNoOf(member.patientNo)}
          </Text>
        ) : (
          <Badge tone="warning">{account.patientNoMissing}</Badge>
        )}
      </Cluster>
      {actions && <Cluster fill>{actions}</Cluster>}
    </Card>
  )
}
