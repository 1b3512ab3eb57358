import { useQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { hospital } from '@/shared/messages/hospital'
import { EmptyState, FactList, InfoBox, List, QueryState, Section } from '@/shared/ui'
import { CallLink } from '@/shared/ui'
import { DoctorRow } from '@/features/hospital/components/DoctorRow'
import styles from '@/features/hospital/components/Hospital.module.css'
import { departmentDoctorsQuery, departmentQuery } from '@/features/hospital/hospital.queries'

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
    <div className={styles.page}>
      <div className={styles.profile}>
        <h2 className={styles.name}>{query.data?.departmentName ?? departmentName}</h2>
      </div>
      <QueryState query={query}>
        {(department) => (
          <>
            <Section title={words.intro}>
              <div className={styles.body}>
                <p>{department.intro}</p>
                {department.isBookable === 'N' && <InfoBox tone="warning">{words.notBookable}</InfoBox>}
              </div>
            </Section>
            {department.treatmentAreas.length > 0 && (
              <Section title={words.areas}>
                <div className={styles.body}>
                  <ul className={styles.chips} aria-label={words.areas}>
                    {department.treatmentAreas.map((area) => (
                      <li key={area} className={styles.chip}>
                        {area}
                      </li>
                    ))}
                  </ul>
                </div>
              </Section>
            )}
            {(department.location || department.phone) && (
              <Section title={words.location}>
                <div className={styles.body}>
                  <FactList
                    facts={[
                      [words.location, department.location],
                      [words.phone, department.phone],
                    ]}
                  />
                  {department.phone && <CallLink phone={department.phone}>{words.call(department.phone)}</CallLink>}
                </div>
              </Section>
            )}
            <Doctors departmentCode={department.departmentCode} />
          </>
        )}
      </QueryState>
    </div>
  )
}
