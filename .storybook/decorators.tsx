import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { Decorator } from '@storybook/react-vite'

/** Every story gets its own query cache, so no story sees another's data. */
export const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  )
}
