export { PeriodFilter, type PeriodFilterProps } from './PeriodFilter'
export {
  PERIOD_MONTHS,
  isPeriodMonths,
  parsePeriodMonths,
  periodRange,
  type PeriodMonths,
  type PeriodRange,
} from './period'
export { PERIOD_PARAM, usePeriodParam } from './use-period-param'
export { usePeriodRange, type PeriodRangeState } from './use-period-range'
