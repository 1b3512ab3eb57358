/** The sign-up terms: which must be agreed, and what the optional marketing consent is. */
import type { TermsSummary, YesNo } from '@/api/generated/account/model'

/** A term the patient must agree to before signing up. */
export const isRequiredTerm = (term: Pick<TermsSummary, 'required'>): boolean => term.required === 'Y'

/** The required terms not agreed yet. */
export const missingRequiredTerms = (terms: readonly TermsSummary[], agreedIds: readonly number[]): TermsSummary[] =>
  terms.filter((term) => isRequiredTerm(term) && !agreedIds.includes(term.termsId))

/** The optional marketing term (the contract's `marketingYn`): the one whose title names marketing. */
const isMarketingTerm = (term: TermsSummary): boolean => !isRequiredTerm(term) && term.title.includes('마케팅')

/** Y when the patient agreed to the optional marketing term. */
export function marketingYnOf(terms: readonly TermsSummary[], agreedIds: readonly number[]): YesNo {
  return terms.some((term) => isMarketingTerm(term) && agreedIds.includes(term.termsId)) ? 'Y' : 'N'
}

/** A term's title without the server's own "(선택)" or "(필수)" at its end: the app marks every term itself. */
export const termTitle = (term: Pick<TermsSummary, 'title'>): string => term.title.replace(/\s*\((선택|필수)\)\s*$/, '')

/** The form's field name for a term (react-hook-form keys must not be bare numbers). */
export const termField = (termsId: number): `t${number}` => `t${termsId}`

/** The ids of the terms checked in the form's values. */
export const agreedTermIds = (terms: readonly TermsSummary[], values: Record<string, boolean | undefined>): number[] =>
  terms.filter((term) => values[termField(term.termsId)] === true).map((term) => term.termsId)
