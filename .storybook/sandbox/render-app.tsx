import type { Decorator } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '@/app/AppProviders'
import { AppRoutes } from '@/app/router/AppRoutes'

/**
 * Renders the whole app at the story's route (`parameters.route`), with the real router, guard,
 * shell and the sandbox behind every call: the screen as a patient sees it.
 */
export const withAppAtRoute: Decorator = (_Story, context) => {
  const route = (context.parameters as { route?: string }).route ?? '/'
  return (
    <AppProviders
      key={context.id}
      router={(content) => <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>}
      retry={false}
    >
      <AppRoutes />
    </AppProviders>
  )
}
