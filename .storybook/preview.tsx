import addonA11y from '@storybook/addon-a11y'
import { definePreview } from '@storybook/react-vite'
import addonMsw from 'msw-storybook-addon'
import { configure } from 'storybook/test'
import { markStartupReady } from '../src/app/startup'
import { withQueryClient } from './decorators'
import { prepareSandbox, sandboxHandlers, type SandboxParameters } from './sandbox/sandbox-story'
import '../src/shared/ui/styles/global.css'

// Stories render the whole app and go through several calls: on a busy machine (CI, two cores
// running browser tests side by side) one second is not always enough for findBy... queries.
configure({ asyncUtilTimeout: 5_000 })

markStartupReady()

export default definePreview({
  addons: [addonA11y(), addonMsw()],
  decorators: [withQueryClient],
  parameters: {
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
  // Every story: the seeded sandbox world behind every call, prepared as the story says.
  async beforeEach({ msw, parameters }) {
    msw.use(...sandboxHandlers())
    await prepareSandbox((parameters as { sandbox?: SandboxParameters }).sandbox)
  },
})
