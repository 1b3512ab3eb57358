import { useQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { hospital } from '@/shared/messages/hospital'
import { EmptyState, FactList, InfoBox, List, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { CallLink } from '@/shared/ui'
import { DoctorRow } from '@/features/hospital/components/DoctorRow'
import { departmentDoctorsQuery, departmentQuery } from '@/features/hospital/hospital.queries'
import { Keywords } from '@/features/hospital/components/Keywords'

const { department: words } = hospital

function Doctors({ departmentCode }: { departmentCode: string }) {
  const query = useQuery(departmentDoctorsQuery(departmentCode))
  return (
    <Section title={words.doctors} variant="plain">
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<UsersRound aria-hidden="true" />} title={words.noDoctors} />}
      >
        {(doctors) => (
          <List label={words.doctors}>
            {doctors.map((doctor) => (
              <DoctorRow key={doctor.doctorCode} doctor={doctor} showDepartment={false} />
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  )
}

/** A department: what it treats, where it is, its phone, and its doctors. */
export default function DepartmentDetailScreen() {
  const { departmentCode = '', departmentName = '' } = useParams()
  const query = useQuery(departmentQuery(departmentCode))
  return (
    <Page>
      <Stack inset>
        <Text as="h2" size="xl" weight="bold">
          {query.data?.departmentName ?? departmentName}
        </Text>
      </Stack>
      <QueryState query={query}>
        {(department) => (
          <>
            <Section title={words.intro} padded>
              <Text>{department.intro}</Text>
              {department.isBookable === 'N' && <InfoBox tone="warning">{words.notBookable}</InfoBox>}
            </Section>
            {department.treatmentAreas.length > 0 && (
              <Section title={words.areas} padded>
                <Keywords label={words.areas} items={department.treatmentAreas} />
              </Section>
            )}
            {(department.location || department.phone) && (
              <Section title={words.location} padded>
                <FactList
                  facts={[
                    [words.location, department.location],
                    [words.phone, department.phone],
                  ]}
                />
                {department.phone && <CallLink phone={department.phone}>{words.call(department.phone)}</CallLink>}
              </Section>
            )}
            <Doctors departmentCode={department.departmentCode} />
          </>
        )}
      </QueryState>
    </Page>
  )
}
