import { useQuery } from '@tanstack/react-query'
import { CalendarDays, HeartPulse, Info, Microscope, Utensils, Wallet } from 'lucide-react'
import type { InpatientStatus, MealItem, RoundItem, SurgeryItem } from '@/api/generated/inpatient/model'
import { daysBetween, kst } from '@/shared/lib/dates'
import { formatTime, todayKst } from '@/shared/lib/korea-time'
import { appClock } from '@/shared/lib/clock'
import { homeStay as words } from '@/shared/messages/home-stay'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import { Badge, Card, CardHeader, type Fact, FactList, InfoBox, LinkButton, Stack } from '@/shared/ui'
import { stayMealsQuery, staySurgeryQuery } from '@/features/home/stay.queries'
import { Shortcuts, type Shortcut } from './Shortcuts'

const { stay: stayWords } = inpatient

const MEAL_ORDER = ['BREAKFAST', 'LUNCH', 'DINNER'] as const

/** Today's meals in one line, or the fasting said first and plainly (never three boxes). */
function TodayMeals({ meals }: { meals: MealItem[] }) {
  if (meals.length === 0) return null
  const sorted = [...meals].sort((a, b) => MEAL_ORDER.indexOf(a.mealType) - MEAL_ORDER.indexOf(b.mealType))
  const fasting = sorted.filter((meal) => meal.fasting === 'Y')
  if (fasting.length > 0)
    return (
      <InfoBox tone="warning" title={words.fastingTitle} role="note">
        {fasting.length === sorted.length
          ? words.fastingAllDay
          : words.fastingMeals(fasting.map((meal) => inpatient.rounds.meal[meal.mealType]))}
      </InfoBox>
    )
  return (
    <FactList
      facts={[
        [
          words.meals,
          words.mealsValue(sorted.map((meal) => `${inpatient.rounds.meal[meal.mealType]} ${meal.dietName}`)),
        ],
      ]}
    />
  )
}

/** Today's surgery and where it stands, with its status screen one tap away. */
function TodaySurgery({ surgery }: { surgery: SurgeryItem }) {
  const state = surgery.state === 'CANCELLED' ? undefined : surgery.state
  return (
    <Stack gap={2}>
      <FactList
        facts={[
          [
            words.surgery,
            <>
              {words.surgeryValue(formatTime(surgery.scheduledTime), surgery.operationName)}{' '}
              {state && <Badge tone="primary">{inpatient.surgery.state[state]}</Badge>}
            </>,
          ],
        ]}
      />
      <LinkButton
        variant="outline"
        fullWidth
        icon={<HeartPulse aria-hidden="true" />}
        to={href('inpatientOperationCurrentDefault')}
      >
        {words.surgeryLink}
      </LinkButton>
    </Stack>
  )
}

/** The next round today (the doctor comes by): its time and who. */
function nextRound(rounds: RoundItem[], today: string, now: string): RoundItem | undefined {
  return rounds
    .filter((round) => round.roundDate === today && round.roundTime >= now)
    .sort((a, b) => a.roundTime.localeCompare(b.roundTime))[0]
}

/**
 * An inpatient's home leads with the stay (issue: a patient in hospital with surgery today saw the
 * outpatient home): where they stay, today's fasting or meals, today's surgery and its stage,
 * the next round. Each part shows when its answer has come; a failed part is left out, as the
 * stay's own screens say it in full.
 */
export function StayHome({ stay }: { stay: InpatientStatus }) {
  const today = todayKst()
  const surgeries = useQuery(staySurgeryQuery()).data ?? []
  const meals = useQuery(stayMealsQuery()).data
  const surgery = surgeries.find((s) => s.surgeryDate === today && s.state !== 'CANCELLED')
  const round = meals && nextRound(meals.rounds, today, kst(appClock.now()).format('HH:mm'))
  const facts: Fact[] = [
    [stayWords.room, stay.ward && stayWords.roomValue(stay.ward, stay.room, stay.bed)],
    [stayWords.doctor, stay.departmentName && stayWords.doctorValue(stay.departmentName, stay.doctorName)],
    [words.nextRound, round && `${formatTime(round.roundTime)} ${inpatient.doctorTitle(round.doctorName)}`],
  ]
  return (
    <Card as="section" inset aria-labelledby="stay-home-title">
      <CardHeader
        large
        titleId="stay-home-title"
        title={words.title}
        aside={
          stay.admissionDate && (
            <Badge tone="primary">{stayWords.dayOfStay(daysBetween(stay.admissionDate, today) + 1)}</Badge>
          )
        }
      />
      <FactList facts={facts} />
      {meals && <TodayMeals meals={meals.meals.filter((meal) => meal.mealDate === today)} />}
      {surgery && <TodaySurgery surgery={surgery} />}
    </Card>
  )
}

const STAY_SHORTCUTS: Shortcut[] = [
  { label: words.shortcuts.schedule, icon: CalendarDays, to: href('inpatientOperationSchedule') },
  { label: words.shortcuts.surgery, icon: HeartPulse, to: href('inpatientOperationCurrentDefault') },
  { label: words.shortcuts.rounds, icon: Utensils, to: href('inpatientRound') },
  { label: words.shortcuts.results, icon: Microscope, to: href('inpatientResult') },
  { label: words.shortcuts.bill, icon: Wallet, to: href('inpatientPaymentDefault') },
  { label: words.shortcuts.life, icon: Info, to: href('inpatientLifeInformationLife') },
]

/** The shortcuts an inpatient uses, in place of booking and hi-pass. */
export function StayShortcuts() {
  return <Shortcuts items={STAY_SHORTCUTS} />
}
