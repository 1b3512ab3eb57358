import { useState } from 'react'
import { Button } from '@/shared/ui'
import { ScenarioEnd, SCENARIO_STEPS } from '../scenarios'
import styles from './DemoRoot.module.css'

/**
 * The panel's "move the story along" buttons (the surgery, the pharmacy, the queue): each moves
 * the world one step; the app's screens that follow it refresh themselves and show the change.
 */
export function ScenarioSteps({ saveWorld }: { saveWorld: () => void }) {
  const [said, setSaid] = useState<Record<string, string>>({})
  const [, rerender] = useState(0)
  if (!SCENARIO_STEPS.length) return null

  const advance = async (id: string) => {
    const step = SCENARIO_STEPS.find((s) => s.id === id)
    if (!step) return
    try {
      const message = await step.advance()
      saveWorld()
      setSaid((current) => ({ ...current, [id]: message }))
    } catch (error) {
      if (!(error instanceof ScenarioEnd)) throw error
      setSaid((current) => ({ ...current, [id]: error.message }))
    }
    rerender((n) => n + 1)
  }

  return (
    <section aria-labelledby="demo-scenarios">
      <h3 id="demo-scenarios" className={styles.heading}>
        진행 상황 넘기기
      </h3>
      <ul className={styles.steps}>
        {SCENARIO_STEPS.map((step) => (
          <li key={step.id}>
            <Button variant="outline" onClick={() => void advance(step.id)}>
              {step.label}
            </Button>
            <p aria-live="polite">{said[step.id] ?? step.state()}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
