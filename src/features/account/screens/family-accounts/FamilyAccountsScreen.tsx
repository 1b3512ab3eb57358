import { useQuery } from '@tanstack/react-query'
import { UserMinus, UserPlus, Users } from 'lucide-react'
import type { MultiAccount } from '@/api/generated/account/model'
import { hasPatientNo } from '@/shared/lib/person'
import { account } from '@/shared/messages/account'
import { href } from '@/shared/routes/route-table'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { Button, Card, Cluster, EmptyState, InfoBox, Intro, LinkButton, QueryState, Section } from '@/shared/ui'
import { FamilyMemberCard } from '@/features/account/components/FamilyMemberCard'
import { MainAccountOnly } from '@/features/account/components/MainAccountOnly'
import { useAccountSwitch } from '@/shared/session/use-account-switch'
import { familyMembers, mainAccountOf } from '@/features/account/lib/family'

const { family } = account

const addHref = href('accountAddRegisterPatient')

/** Switch to a member with a patient number; register it first otherwise (spec: family accounts need one). */
function MemberActions({ member }: { member: MultiAccount }) {
  const { switchTo, isPending } = useAccountSwitch()
  if (!hasPatientNo(member.patientNo)) {
    return (
      <LinkButton
        to={href('accountAddRegisterPatient', undefined, { userId: member.userId })}
        aria-label={family.registerPatientNoLabel(member.userName)}
      >
        {family.registerPatientNo}
      </LinkButton>
    )
  }
  return (
    <Button variant="secondary" loading={isPending} onClick={() => void switchTo(member)}>
      {account.switchToLabel(member.userName)}
    </Button>
  )
}

/**
 * Family accounts (spec sections 1, 4 and 6): the main account first, then the family with
 * their relation and patient number; switch to a member, register a member's patient number,
 * add or delete family. Only the main account manages family: acting as a member, the list is
 * shown as it is, with the way back to one's own account.
 */
export default function FamilyAccountsScreen() {
  const session = useSession()
  const query = useQuery(multiAccountQuery())
  const manages = !session.isFamilySelected
  const actingId = session.user?.userId

  return (
    <>
      {manages ? (
        <Intro icon={<Users aria-hidden="true" />} title={family.title}>
          {family.intro}
        </Intro>
      ) : (
        <MainAccountOnly session={session} />
      )}
      <QueryState query={query}>
        {(list) => {
          const main = mainAccountOf(list)
          const members = familyMembers(list)
          return (
            <>
              {manages && members.length > 0 && (
                <Cluster inset fill>
                  <LinkButton variant="primary" to={addHref} icon={<UserPlus aria-hidden="true" />}>
                    {family.add}
                  </LinkButton>
                  <LinkButton to={href('accountAddDelete')} icon={<UserMinus aria-hidden="true" />}>
                    {family.delete}
                  </LinkButton>
                </Cluster>
              )}
              {main && (
                <Section title={family.mainSection} variant="plain">
                  <FamilyMemberCard member={main} acting={actingId === main.userId} />
                </Section>
              )}
              <Section
                title={`${family.familySection} ${account.management.familyCount(members.length)}`}
                variant="plain"
              >
                {members.length === 0 ? (
                  <Card>
                    <EmptyState
                      icon={<Users aria-hidden="true" />}
                      title={family.emptyTitle}
                      description={family.emptyDescription}
                      action={
                        manages && (
                          <LinkButton variant="primary" to={addHref} icon={<UserPlus aria-hidden="true" />}>
                            {family.add}
                          </LinkButton>
                        )
                      }
                    />
                  </Card>
                ) : (
                  <>
                    {members.some((m) => !hasPatientNo(m.patientNo)) && <InfoBox>{family.needsPatientNo}</InfoBox>}
                    {members.map((member) => (
                      <FamilyMemberCard
                        key={member.userId}
                        member={member}
                        acting={actingId === member.userId}
                        actions={manages ? <MemberActions member={member} /> : undefined}
                      />
                    ))}
                  </>
                )}
              </Section>
            </>
          )
        }}
      </QueryState>
    </>
  )
}
