import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { hospital } from '@/shared/messages/hospital'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import { Badge, BulletList, Button, Cluster, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { ClinicDays } from '@/features/hospital/components/ClinicDays'
import { Keywords } from '@/features/hospital/components/Keywords'
import { DoctorAvatar } from '@/features/hospital/components/DoctorRow'
import styles from '@/features/hospital/components/Hospital.module.css'
import { NotBookableNotice } from '@/features/hospital/components/NotBookableNotice'
import { WeeklySchedule } from '@/features/hospital/components/WeeklySchedule'
import { doctorQuery } from '@/features/hospital/hospital.queries'
import { splitList } from '@/shared/domain/search/doctor-search'

const { doctor: words } = hospital

/**
 * A doctor: position, speciality, keywords, introduction, career, the weekly clinic table and
 * the coming clinic days. Bookable doctors offer booking (step 2 with this doctor); the others
 * the spec's message and the appointment line.
 */
export default function DoctorDetailScreen() {
  const { departmentCode = '', doctorCode = '' } = useParams()
  const navigation = useAppNavigation()
  const query = useQuery(doctorQuery(departmentCode, doctorCode))
  return (
    <QueryState query={query}>
      {(doctor) => {
        const bookable = doctor.isBookable === 'Y'
        const keywords = splitList(doctor.doctorKeyword)
        return (
          <Page>
            <div className={styles.profile}>
              <DoctorAvatar large />
              <Stack gap={1}>
                <Text as="h2" size="xl" weight="bold">
                  {`${doctor.doctorName} ${doctor.position}`}
                </Text>
                <Text tone="sub">{doctor.departmentName}</Text>
                {!bookable && (
                  <Cluster>
                    <Badge tone="warning">{words.phoneOnly}</Badge>
                  </Cluster>
                )}
              </Stack>
            </div>
            {/* The one action, at the top: this screen keeps the tab bar, so no bar fixed at the bottom. */}
            <Stack inset>
              {bookable ? (
                <Button
                  size="lg"
                  fullWidth
                  icon={<CalendarCheck aria-hidden="true" />}
                  onClick={() =>
                    void navigation.navigate(
                      href('outpatientAppointmentStep2', undefined, {
                        departmentCode: doctor.departmentCode,
                        doctorCode: doctor.doctorCode,
                      }),
                    )
                  }
                >
                  {words.book}
                </Button>
              ) : (
                <NotBookableNotice />
              )}
            </Stack>
            <Section title={words.speciality} padded>
              <Text>{doctor.speciality}</Text>
              {keywords.length > 0 && <Keywords label={words.keywords} items={keywords} />}
            </Section>
            {doctor.intro && (
              <Section title={words.intro} padded>
                <Text>{doctor.intro}</Text>
              </Section>
            )}
            {doctor.career.length > 0 && (
              <Section title={words.career} padded>
                <BulletList items={doctor.career} />
              </Section>
            )}
            <Section title={words.weekly} padded>
              <WeeklySchedule schedule={doctor.weeklySchedule} />
            </Section>
            <Section title={words.clinicDays} padded>
              <ClinicDays departmentCode={doctor.departmentCode} doctorCode={doctor.doctorCode} />
              <Text size="sm" tone="sub">
                {words.clinicDaysHint}
              </Text>
            </Section>
          </Page>
        )
      }}
    </QueryState>
  )
}
