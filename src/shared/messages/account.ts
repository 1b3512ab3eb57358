/** Sign-in, sign-up, patient number registration, my info, withdrawal, family accounts. */
export const account = {} as const
