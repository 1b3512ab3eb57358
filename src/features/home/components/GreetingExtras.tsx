import { FamilySwitch } from './FamilySwitch'
import { OwedBills } from './OwedBills'

/**
 * The greeting's parts that need a call of their own (what is owed, the family), loaded after the
 * first paint: the greeting and its buttons never wait for them.
 */
export function GreetingExtras({ owed }: { owed: boolean }) {
  return (
    <>
      {owed && <OwedBills />}
      <FamilySwitch />
    </>
  )
}
