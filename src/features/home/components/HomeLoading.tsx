import { home } from '@/shared/messages/home'
import { Section, SkeletonList } from '@/shared/ui'

/*
 * Home's one loading style: a part that will show stands in its place as the shared SkeletonList
 * (what QueryState shows while a call is on its way: one status, busy, "불러오는 중입니다"),
 * whether its code, its call or the account is what it waits for. A part that may not show at all
 * (a checkup day's card, what is owed, the family row, the notices' pop-up) shows nothing until
 * it knows. No spinner, no bare text, no skeleton of its own (docs/screens.md, Loading).
 */

/** A card-sized part (the greeting, the stay, a checkup day, a first visit) while it loads. */
export function CardLoading() {
  return <SkeletonList rows={2} />
}

/** The signed-in home's shape while the account loads: the greeting and today's schedule. */
export function HomeLoading() {
  return (
    <>
      <CardLoading />
      <TodayLoading />
    </>
  )
}

/** Today's schedule while it (or its code, loaded with the session) is on its way. */
export function TodayLoading() {
  return (
    <Section title={home.todaySchedule}>
      <SkeletonList rows={4} />
    </Section>
  )
}

/** The shortcuts while it is not known yet which ones (the stay's or the outpatient's). */
export function ShortcutsLoading() {
  return (
    <Section title={home.shortcuts}>
      <SkeletonList rows={2} />
    </Section>
  )
}
