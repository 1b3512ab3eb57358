import { appointmentOperations } from './appointments'
import { firstVisitOperations } from './first-visits'
import { recordOperations } from './records'

export const outpatientOperations = [...appointmentOperations, ...firstVisitOperations, ...recordOperations]
