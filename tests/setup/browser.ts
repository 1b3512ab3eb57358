import { afterEach } from 'vitest'
import { configureApi } from '@/api/http'

// In the browser the sandbox answers on the test page's own origin.
configureApi({ mainBaseUrl: '/', rxBaseUrl: '/rx', validateResponses: true })

afterEach(() => {
  localStorage.clear()
})
