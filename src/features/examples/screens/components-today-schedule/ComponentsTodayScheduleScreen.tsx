import type { ScheduleItem } from '@/api/generated/common/model'
import { ScheduleList } from '@/shared/blocks/schedule/ScheduleList'
import { todayKst } from '@/shared/lib/korea-time'
import { examples } from '@/shared/messages/examples'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Page, Section } from '@/shared/ui'
import { ExampleIntro } from '@/features/examples/components/ExampleIntro'
import styles from '@/features/examples/components/Examples.module.css'

const { schedule: words } = examples

/** One day with every kind of entry the schedule knows (sample data, never sent anywhere). */
function sampleDay(date: string): ScheduleItem[] {
  const base = { scheduleDate: date, arrivalYn: 'N' as const }
  return [
    {
      ...base,
      scheduleId: 'EX-1',
      scheduleType: 'TEST',
      scheduleTime: '00:00',
      sortVal: 1,
      title: '혈액검사',
      departmentName: '진단검사의학과',
      location: '본관 1층 채혈실',
    },
    {
      ...base,
      scheduleId: 'EX-2',
      scheduleType: 'TEST',
      scheduleTime: '06:00',
      sortVal: 2,
      title: '흉부 X선',
      departmentName: '영상의학과',
      location: '본관 지하 1층 영상의학센터',
    },
    {
      ...base,
      scheduleId: 'EX-3',
      scheduleType: 'OUTPATIENT',
      scheduleTime: '09:30',
      sortVal: 3,
      treatmentStatus: 'COMPLETED',
      departmentName: '내분비대사내과',
      doctorName: '박지현',
      location: '본관 2층 내과계 외래 A',
      arrivalYn: 'Y',
    },
    {
      ...base,
      scheduleId: 'EX-4',
      scheduleType: 'OUTPATIENT',
      scheduleTime: '10:30',
      sortVal: 4,
      treatmentStatus: 'NURSE_RECEIVED',
      departmentCode: 'IMC',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      location: '본관 2층 내과계 외래 A',
      receptionId: 'R202611230101',
      arrivalYn: 'Y',
    },
    {
      ...base,
      scheduleId: 'EX-5',
      scheduleType: 'OUTPATIENT',
      scheduleTime: '14:00',
      sortVal: 5,
      treatmentStatus: 'NURSE_WAITING',
      departmentCode: 'OPH',
      departmentName: '안과',
      doctorName: '이수민',
      location: '신관 3층 안과 외래',
      receptionId: 'R202611230102',
      chg_seq: 1,
    },
  ]
}

/** Development only: the today's-schedule list in every state it can show. */
export default function ComponentsTodayScheduleScreen() {
  const overlays = useOverlays()
  return (
    <Page>
      <ExampleIntro>{words.intro}</ExampleIntro>
      <Section title={words.all}>
        <p className={styles.subtitle}>{words.allHint}</p>
        <ScheduleList
          items={sampleDay(todayKst())}
          onArrive={(item) => overlays.toast(words.arrived(item.departmentName))}
        />
      </Section>
      <Section title={words.none}>
        <ScheduleList items={[]} />
      </Section>
    </Page>
  )
}
