/**
 * How to take a medicine, without repeating how often: the hospital's usage text often starts
 * with the frequency ("하루 4번 눈에 넣으세요") that the app already shows from `timesPerDay`
 * ("하루 4번"), and a patient read it twice in one line. The frequency is dropped from the text
 * only where it says the same number; a different one is the prescriber's and stays.
 */
export function usageWithoutFrequency(usage: string, timesPerDay: number): string {
  const rest = usage.replace(new RegExp(`^\\s*(?:하루|1일)\\s*${timesPerDay}\\s*(?:번|회)\\s*,?\\s*`), '')
  return rest.trim() === '' ? usage : rest
}
