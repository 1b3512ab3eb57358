import { UserRound } from 'lucide-react'
import type { Doctor } from '@/api/generated/hospital/model'
import { hospital } from '@/shared/messages/hospital'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, ListRow, Text } from '@/shared/ui'
import type { DoctorMatch } from '@/shared/domain/search/doctor-search'
import styles from './Hospital.module.css'

const { doctor: words, search } = hospital

export const doctorHref = (doctor: Doctor) =>
  href('doctorDetail', {
    departmentCode: doctor.departmentCode,
    doctorCode: doctor.doctorCode,
    isBookable: doctor.isBookable,
  })

export function DoctorAvatar({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar}>
      <UserRound aria-hidden="true" />
    </span>
  )
}

/** A doctor in a list: name and position, department and speciality, and why a search found them. */
export function DoctorRow({
  doctor,
  match,
  showDepartment = true,
}: {
  doctor: Doctor
  /** A search hit on something other than the name: said, so the patient sees why. */
  match?: { kind: DoctorMatch; text: string } | undefined
  showDepartment?: boolean
}) {
  return (
    <ListRow
      as={AppLink}
      to={doctorHref(doctor)}
      chevron
      leading={<DoctorAvatar />}
      title={[doctor.doctorName, doctor.position].filter(Boolean).join(' ')}
      meta={[
        [showDepartment && doctor.departmentName, doctor.speciality].filter(Boolean).join(' · '),
        match && match.kind !== 'name' && (
          <Text key="match" as="span" size="sm" weight="bold" tone="primary">
            {`${search.matchedBy[match.kind]}: ${match.text}`}
          </Text>
        ),
      ]}
      trailing={doctor.isBookable === 'N' ? <Badge tone="warning">{words.phoneOnly}</Badge> : undefined}
    />
  )
}
