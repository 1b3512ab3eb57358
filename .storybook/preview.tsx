import addonA11y from '@storybook/addon-a11y'
import { definePreview } from '@storybook/react-vite'
import addonMsw from 'msw-storybook-addon'
import { withQueryClient } from './decorators'
import '../src/shared/ui/styles/global.css'

export default definePreview({
  addons: [addonA11y(), addonMsw()],
  decorators: [withQueryClient],
  parameters: {
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
})
