/**
 * A story the sandbox's world can be moved along by hand, for stakeholders and tests: the
 * surgery goes to its next stage, the pharmacy gets on with a prescription, the waiting queue
 * moves. Each appears in the demo panel as a button and under the control API as
 * `POST /__demo/scenarios/:id` (listed by `GET /__demo/scenarios`).
 */
export interface ScenarioStep {
  /** Short and stable: the control API's path segment. */
  id: string
  /** The panel's button, in Korean ("수술 단계 넘기기"). */
  label: string
  /** Where the story stands now, in Korean (shown beside the button). */
  state: () => string
  /**
   * Moves the story one step and says what happened, in Korean. Throws `ScenarioEnd` when it
   * cannot move any further (its message says why).
   */
  advance: () => Promise<string>
}

export class ScenarioEnd extends Error {}
