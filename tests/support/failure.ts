import { expect } from 'vitest'
import { ApiError } from '@/api/http'

/** The ApiError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, 'the call was expected to fail').toBeInstanceOf(ApiError)
  return error as ApiError
}
