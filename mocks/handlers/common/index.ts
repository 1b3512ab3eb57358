import { documentOperations } from './documents'
import { paymentOperations } from './payments'
import { scheduleOperations } from './schedule'

export const commonOperations = [...scheduleOperations, ...paymentOperations, ...documentOperations]
