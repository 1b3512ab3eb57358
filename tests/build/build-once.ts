/**
 * Global setup of the `build` test project: the production app (dist/) and the demo
 * (dist-demo/), built as `npm run build` and `npm run build:demo` do (tests/build/artefacts.ts),
 * before the tests read the files. Under npm test they were built in its first stage already.
 */
import { buildArtefacts } from './artefacts.ts'

export default function buildOnce() {
  buildArtefacts(['production', 'demo'])
}
