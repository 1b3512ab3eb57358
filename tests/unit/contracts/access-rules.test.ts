/**
 * The access rules of the contracts (x-access, contracts/access.ts): every operation has one
 * that covers every id it names, the lint says so when one does not, and the table the sandbox
 * enforces and the one docs/security.md shows are both what the contracts say today.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACCESS_RULES } from '@/api/generated/access-rules'
import { listAllOperations } from '../../../contracts/read-contracts'
import { SECURITY_DOC, securityDocWithTable } from '../../../scripts/access/access-table'
import { accessProblems, lintAccess } from '../../../scripts/access/lint-access'
import { operationAccess, type OperationAccess } from '../../../scripts/access/read-access'
import { accessRulesSource, ACCESS_RULES_FILE } from '../../../scripts/access/write-access-rules'

const byId = (operationId: string): OperationAccess =>
  operationAccess(listAllOperations().find((op) => op.operationId === operationId)!)

describe('every operation says whose data it may touch', () => {
  it('passes the lint', () => {
    expect(lintAccess()).toEqual([])
  })

  it('has its rule in the table the sandbox enforces, as the contracts say now', () => {
    expect(Object.keys(ACCESS_RULES).sort()).toEqual(
      listAllOperations()
        .map((op) => op.operationId)
        .sort(),
    )
    expect(readFileSync(ACCESS_RULES_FILE, 'utf8')).toBe(accessRulesSource())
  })

  it("is listed in docs/security.md's table as the contracts say now (npm run generate)", async () => {
    const doc = readFileSync(SECURITY_DOC, 'utf8')
    expect(doc).toBe(await securityDocWithTable(doc))
  })

  it("declares family management, switching and ending the account with the main account's scheme", () => {
    for (const id of [
      'addFamilyAccount',
      'registerFamilyPatientNo',
      'removeFamilyAccount',
      'refreshFamilyAccounts',
      'accountSwitchByUserId',
      'requestWithdrawal',
      'deleteUser',
      'deleteAllPushTokens',
    ]) {
      expect(byId(id).schemes, id).toEqual(['mainBearerAuth'])
      expect(byId(id).written?.caller, id).toBe('main')
    }
  })
})

describe('the lint fails an operation', () => {
  const listPayableBills = byId('listPayableBills')

  it('with no rule', () => {
    expect(accessProblems({ ...listPayableBills, written: undefined })).toEqual(['has no x-access rule'])
  })

  it('naming an id its rule does not cover', () => {
    const problems = accessProblems({ ...listPayableBills, written: { ...listPayableBills.written, objects: {} } })
    expect(problems).toContain('names patient id "patientNo" (query) with no rule')
  })

  it('with a word outside the vocabulary, or a field it does not have', () => {
    const problems = accessProblems({
      ...listPayableBills,
      written: { caller: 'anyone', objects: { patientNo: 'mine', billIds: 'own' } },
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('caller "anyone" is not one of'),
        '"patientNo": relation "mine" is unknown',
        'objects names "billIds", which the request does not have',
      ]),
    )
  })

  it('declared with a scheme its caller does not take, or not documenting what its caller check answers', () => {
    const problems = accessProblems({ ...listPayableBills, written: { ...listPayableBills.written, caller: 'main' } })
    expect(problems).toEqual(
      expect.arrayContaining([
        'caller main takes mainBearerAuth, but security says bearerAuth',
        'caller main can be refused with MAIN_TOKEN_REQUIRED, which is not documented',
      ]),
    )
  })

  it('whose refusal or limit answers are not documented', () => {
    const hospitalInfo = byId('fetchHospitalInfo')
    const problems = accessProblems({
      ...hospitalInfo,
      written: {
        caller: 'public',
        limits: [
          { per: 'address', max: 5, minutes: 1 },
          { per: 'moon', max: 0 },
        ],
      },
    })
    expect(problems).toEqual([
      'limit {"per":"moon","max":0} needs per (account, device, address, target), max and minutes',
      'has limits but documents no 429 TOO_MANY_ATTEMPTS',
    ])
  })
})
