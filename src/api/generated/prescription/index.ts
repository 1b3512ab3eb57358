export * from './fetch-erx-service-time/fetch-erx-service-time.ts'
export * from './issue-rx-token/issue-rx-token.ts'
export * from './list-erx-prescriptions/list-erx-prescriptions.ts'
export * from './list-erx-prescriptions-by-quarter/list-erx-prescriptions-by-quarter.ts'
