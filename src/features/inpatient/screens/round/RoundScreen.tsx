import { useQuery } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, Utensils } from 'lucide-react'
import { useState } from 'react'
import type { MealItem, RoundItem, RoundsAndMeals } from '@/api/generated/inpatient/model'
import { formatDate, formatTime, todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { Badge, EmptyState, InfoBox, List, ListRow, QueryState, Section } from '@/shared/ui'
import styles from '@/features/inpatient/components/Inpatient.module.css'
import { roundsAndMealsQuery } from '@/features/inpatient/inpatient.queries'
import { dayOf, daysWithRoundsOrMeals, initialDay } from '@/features/inpatient/lib/days'

const { rounds: words } = inpatient

function Rounds({ rounds }: { rounds: RoundItem[] }) {
  if (rounds.length === 0) return <p className={styles.none}>{words.noRounds}</p>
  return (
    <List label={words.roundsList}>
      {rounds.map((round) => (
        <ListRow
          key={round.roundId}
          leading={<span className={styles.time}>{formatTime(round.roundTime)}</span>}
          title={`${inpatient.doctorTitle(round.doctorName)} · ${round.departmentName}`}
          description={round.note}
        />
      ))}
    </List>
  )
}

function Meal({ meal }: { meal: MealItem }) {
  const fasting = meal.fasting === 'Y'
  const title = words.meal[meal.mealType]
  return (
    <li className={styles.meal} aria-label={title}>
      <p className={styles.mealHead}>
        <span className={styles.mealName}>{title}</span>
        <span className={styles.entryMeta}>{formatTime(words.mealTime[meal.mealType])}</span>
        <Badge tone={fasting ? 'warning' : 'neutral'}>{fasting ? words.fasting : meal.dietName}</Badge>
      </p>
      {fasting ? (
        <InfoBox tone="warning">{words.fastingHint}</InfoBox>
      ) : (
        <>
          <p className={styles.menu}>
            {meal.menu.map((dish) => (
              <span key={dish}>{dish}</span>
            ))}
          </p>
          {meal.kcal !== undefined && meal.kcal > 0 && <p className={styles.entryMeta}>{words.kcal(meal.kcal)}</p>}
        </>
      )}
    </li>
  )
}

function Meals({ meals }: { meals: MealItem[] }) {
  if (meals.length === 0) return <p className={styles.none}>{words.noMeals}</p>
  return (
    <ul className={styles.meals} aria-label={words.mealsTitle}>
      {meals.map((meal) => (
        <Meal key={meal.mealType} meal={meal} />
      ))}
    </ul>
  )
}

function DayView({ data, today }: { data: RoundsAndMeals; today: string }) {
  const days = daysWithRoundsOrMeals(data)
  const [chosen, setChosen] = useState(() => initialDay(days, today) ?? today)
  const index = days.indexOf(chosen)
  const { rounds, meals } = dayOf(data, chosen)
  return (
    <>
      <div className={styles.dayBar}>
        <button
          type="button"
          className={styles.dayButton}
          aria-label={words.prevDay}
          disabled={index <= 0}
          onClick={() => setChosen(days[index - 1] ?? chosen)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <h2 className={styles.dayBarTitle} aria-live="polite">
          {formatDate(chosen)}
          {chosen === today && <Badge tone="primary">{words.todayMark}</Badge>}
        </h2>
        <button
          type="button"
          className={styles.dayButton}
          aria-label={words.nextDay}
          disabled={index >= days.length - 1}
          onClick={() => setChosen(days[index + 1] ?? chosen)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <Section title={words.roundsTitle}>
        <Rounds rounds={rounds} />
      </Section>
      {rounds.length > 0 && <p className={styles.muted}>{words.roundsNote}</p>}
      <Section title={words.mealsTitle}>
        <Meals meals={meals} />
      </Section>
      <p className={styles.muted}>{words.dietNote}</p>
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
    <div className={styles.page}>
      <QueryState
        query={query}
        isEmpty={(data) => data.rounds.length === 0 && data.meals.length === 0}
        empty={<EmptyState icon={<Utensils aria-hidden="true" />} title={words.empty} description={words.emptyHint} />}
      >
        {(data) => <DayView data={data} today={today} />}
      </QueryState>
    </div>
  )
}
