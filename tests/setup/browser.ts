import { afterEach } from 'vitest'
import { setUpAppHttp } from '@/app/http-setup'
import { configureApi } from '@/api/http'

// In the browser the sandbox answers on the test page's own origin.
configureApi({ mainBaseUrl: '/', rxBaseUrl: '/rx', validateResponses: true })

afterEach(() => {
  localStorage.clear()
})

// What src/main.tsx does at start: the HTTP layer gets its words, tokens and connectivity signal.
setUpAppHttp()
