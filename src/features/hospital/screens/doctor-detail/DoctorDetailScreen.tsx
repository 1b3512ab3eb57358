import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { hospital } from '@/shared/messages/hospital'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import { Badge, Button, QueryState, Section } from '@/shared/ui'
import { ClinicDays } from '@/features/hospital/components/ClinicDays'
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
          <div className={styles.page}>
            <div className={styles.profile}>
              <DoctorAvatar large />
              <div className={styles.profileText}>
                <h2 className={styles.name}>
                  {doctor.doctorName} {doctor.position}
                </h2>
                <p className={styles.sub}>{doctor.departmentName}</p>
                {!bookable && (
                  <p>
                    <Badge tone="warning">{words.phoneOnly}</Badge>
                  </p>
                )}
              </div>
            </div>
            {/* The one action, at the top: this screen keeps the tab bar, so no bar fixed at the bottom. */}
            <div className={styles.body}>
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
            </div>
            <Section title={words.speciality}>
              <div className={styles.body}>
                <p>{doctor.speciality}</p>
                {keywords.length > 0 && (
                  <ul className={styles.chips} aria-label={words.keywords}>
                    {keywords.map((keyword) => (
                      <li key={keyword} className={styles.chip}>
                        {keyword}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Section>
            {doctor.intro && (
              <Section title={words.intro}>
                <p className={styles.body}>{doctor.intro}</p>
              </Section>
            )}
            {doctor.career.length > 0 && (
              <Section title={words.career}>
                <div className={styles.body}>
                  <ul className={styles.bullets}>
                    {doctor.career.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </Section>
            )}
            <Section title={words.weekly}>
              <div className={styles.body}>
                <WeeklySchedule schedule={doctor.weeklySchedule} />
              </div>
            </Section>
            <Section title={words.clinicDays}>
              <div className={styles.body}>
                <ClinicDays departmentCode={doctor.departmentCode} doctorCode={doctor.doctorCode} />
                <p className={styles.hint}>{words.clinicDaysHint}</p>
              </div>
            </Section>
          </div>
        )
      }}
    </QueryState>
  )
}
