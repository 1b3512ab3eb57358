/** Departments and doctors, notices, hospital information. */
export const hospital = {} as const
