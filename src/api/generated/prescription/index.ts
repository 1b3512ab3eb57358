export * from './fetch-erx-service-time/fetch-erx-service-time.ts'
export * from './list-erx-prescriptions/list-erx-prescriptions.ts'
export * from './list-erx-prescriptions-by-quarter/list-erx-prescriptions-by-quarter.ts'
