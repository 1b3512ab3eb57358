/** Test results and medicines. */
export const records = {} as const
