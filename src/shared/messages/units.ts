/**
 * Units as patients read them, the same on every screen (checkup results, test results, the
 * health note).
 *
 * A choice, written down: the spec's constants (section 9) say blood pressure "mmHG" and blood
 * sugar "mg/DL", and the hospital's result system prints them so. The app writes the correct
 * units, mmHg and mg/dL: patients compare these numbers with their home monitor, a
 * pharmacy's print-out and other hospitals' papers, which all write them correctly, and one screen
 * saying "mmHG" beside another saying "mmHg" reads as two different things. Whatever spelling the
 * server sends is shown in the correct one (src/shared/lib/units.ts).
 */
export const units = {
  bloodPressure: 'mmHg',
  bloodSugar: 'mg/dL',
  pulse: '회/분',
  height: 'cm',
  weight: 'kg',
} as const
