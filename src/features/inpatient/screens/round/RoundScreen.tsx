import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Utensils } from 'lucide-react'
import { useState } from 'react'
import type { MealItem, RoundItem, RoundsAndMeals } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { inpatient } from '@/shared/messages/inpatient'
import {
  Badge,
  Cluster,
  EmptyState,
  IconButton,
  InfoBox,
  List,
  ListRow,
  PagerBar,
  Page,
  QueryState,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import styles from '@/features/inpatient/components/Inpatient.module.css'
import { roundsAndMealsQuery } from '@/features/inpatient/inpatient.queries'
import { dayOf, daysWithRoundsOrMeals, initialDay } from '@/features/inpatient/lib/days'

const { rounds: words } = inpatient

function Rounds({ rounds }: { rounds: RoundItem[] }) {
  if (rounds.length === 0)
    return (
      <Text tone="sub" className={styles.none}>
        {words.noRounds}
      </Text>
    )
  return (
    <List label={words.roundsList}>
      {rounds.map((round) => (
        <ListRow
          key={round.roundId}
          when={formatTime(round.roundTime)}
          title={`${inpatient.doctorTitle(round.doctorName)} · ${round.departmentName}`}
          meta={round.note}
        />
      ))}
    </List>
  )
}

function Meal({ meal }: { meal: MealItem }) {
  const fasting = meal.fasting === 'Y'
  const title = words.meal[meal.mealType]
  return (
    <Stack as="li" gap={2} className={styles.meal} aria-label={title}>
      <Cluster>
        <Text as="span" weight="bold">
          {title}
        </Text>
        <Text as="span" size="sm" tone="sub">
          {formatTime(words.mealTime[meal.mealType])}
        </Text>
        <Badge tone={fasting ? 'warning' : 'neutral'}>{fasting ? words.fasting : meal.dietName}</Badge>
      </Cluster>
      {fasting ? null : (
        <>
          <Cluster gap={3}>
            {meal.menu.map((dish) => (
              <Text as="span" key={dish}>
                {dish}
              </Text>
            ))}
          </Cluster>
          {meal.kcal !== undefined && meal.kcal > 0 && (
            <Text size="sm" tone="sub">
              {words.kcal(meal.kcal)}
            </Text>
          )}
        </>
      )}
    </Stack>
  )
}

function Meals({ meals }: { meals: MealItem[] }) {
  if (meals.length === 0)
    return (
      <Text tone="sub" className={styles.none}>
        {words.noMeals}
      </Text>
    )
  // Fasting is said once, above the meals it covers (not a box under each of them).
  const fasting = meals.some((meal) => meal.fasting === 'Y')
  return (
    <>
      {fasting && <InfoBox tone="warning">{words.fastingHint}</InfoBox>}
      <ul className={styles.rows} aria-label={words.mealsTitle}>
        {meals.map((meal) => (
          <Meal key={meal.mealType} meal={meal} />
        ))}
      </ul>
    </>
  )
}

function DayView({ data, today }: { data: RoundsAndMeals; today: string }) {
  const days = daysWithRoundsOrMeals(data)
  const [chosen, setChosen] = useState(() => initialDay(days, today) ?? today)
  const index = days.indexOf(chosen)
  const { rounds, meals } = dayOf(data, chosen)
  return (
    <>
      <PagerBar
        previous={
          <IconButton
            variant="outline"
            icon={<ChevronLeft aria-hidden="true" />}
            label={words.prevDay}
            disabled={index <= 0}
            onClick={() => setChosen(days[index - 1] ?? chosen)}
          />
        }
        next={
          <IconButton
            variant="outline"
            icon={<ChevronRight aria-hidden="true" />}
            label={words.nextDay}
            disabled={index >= days.length - 1}
            onClick={() => setChosen(days[index + 1] ?? chosen)}
          />
        }
      >
        {formatDate(chosen)}
        {chosen === today && <Badge tone="primary">{words.todayMark}</Badge>}
      </PagerBar>
      <Section title={words.roundsTitle}>
        <Rounds rounds={rounds} />
      </Section>
      {rounds.length > 0 && (
        <Stack inset>
          <Text size="sm" tone="sub">
            {words.roundsNote}
          </Text>
        </Stack>
      )}
      <Section title={words.mealsTitle}>
        <Meals meals={meals} />
      </Section>
      <Stack inset>
        <Text size="sm" tone="sub">
          {words.dietNote}
        </Text>
      </Stack>
    </>
  )
}

/**
 * Meals and rounds (식단/회진): a day of the stay (today first, the days before and after one tap
 * away), its round times with the doctor, and its meals with the diet, menu and calories; a
 * fasting meal says so in words.
 */
export default function RoundScreen() {
  const today = todayKst()
  const query = useQuery(roundsAndMealsQuery())
  return (
    <Page>
      <QueryState
        query={query}
        isEmpty={(data) => data.rounds.length === 0 && data.meals.length === 0}
        empty={<EmptyState icon={<Utensils aria-hidden="true" />} title={words.empty} description={words.emptyHint} />}
      >
        {(data) => <DayView data={data} today={today} />}
      </QueryState>
    </Page>
  )
}
