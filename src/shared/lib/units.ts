import { units } from '../messages/units'

/**
 * The spellings the hospital's systems use for units whose correct form differs only in capitals
 * (the spec's "mmHG", "mg/DL"): any capitalisation of these is written the correct way.
 */
const CORRECT = [units.bloodPressure, units.bloodSugar, 'mmol/L', 'g/dL', 'mL', 'dL', 'IU/L', 'U/L']

const byLowerCase = new Map(CORRECT.map((unit) => [unit.toLowerCase(), unit]))

/** A unit as the app writes it: "mmHG" → "mmHg", "mg/DL" → "mg/dL"; others as they came. */
export function unitAsWritten(unit: string): string {
  return byLowerCase.get(unit.trim().toLowerCase()) ?? unit
}

const IN_TEXT = /(?<![A-Za-z])(mmhg|mg\/dl)(?![A-Za-z])/gi

/**
 * A doctor's free text with the blood pressure and blood sugar units written the correct way
 * ("124 mmHG로" → "124 mmHg로"), so the comment and the values beside it agree.
 */
export function withUnitsAsWritten(text: string): string {
  return text.replace(IN_TEXT, (found) => unitAsWritten(found))
}
