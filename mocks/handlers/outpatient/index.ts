import { appointmentOperations } from './appointments'
import { recordOperations } from './records'

export const outpatientOperations = [...appointmentOperations, ...recordOperations]
