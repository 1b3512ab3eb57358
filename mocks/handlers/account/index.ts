import { familyOperations } from './family'
import { profileOperations } from './profile'
import { signInOperations } from './sign-in'

export const accountOperations = [...signInOperations, ...profileOperations, ...familyOperations]
