import { familyOperations } from './family'
import { inquiryOperations } from './inquiries'
import { messageOperations } from './messages'
import { profileOperations } from './profile'
import { signInOperations } from './sign-in'

export const accountOperations = [
  ...signInOperations,
  ...profileOperations,
  ...familyOperations,
  ...messageOperations,
  ...inquiryOperations,
]
