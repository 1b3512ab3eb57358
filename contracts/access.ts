/**
 * The access vocabulary: whose data each operation may touch. Every operation of the contracts
 * carries an `x-access` rule written with these words (docs/security.md, "Whose data each call
 * may touch", explains them for the backend teams):
 *
 * ```yaml
 * x-access:
 *   caller: patient          # who may call (CALLERS)
 *   objects:                 # every id the request names, and how it must relate to the caller
 *     receptionId: own       # (RELATIONS); the field is found in the path, the query or the body
 *   refusal: NOT_FOUND       # the one answer when an object is not the caller's (default NOT_FOUND)
 *   limits:                  # attempts allowed, counted before the objects are looked at
 *     - { per: account, max: 5, minutes: 10 }
 * ```
 *
 * The lint (`scripts/lint-access.ts`) holds every operation to a rule and every id it names to
 * the rule; `npm run generate` writes the rules as a table (`src/api/generated/access-rules.ts`)
 * that the sandbox enforces before any handler runs (`mocks/handlers/lib/access.ts`), and the
 * authorization matrix (`tests/unit/sandbox/authorization-matrix.test.ts`, `npm run verify:server
 * -- --authz`) calls every operation as each kind of stranger. No Node import here: the sandbox
 * reads these types in the browser too.
 */

/**
 * Who may call, and which credential says so (the operation's `security` must be that scheme):
 * - `public`: anyone, no credential; the answer holds nothing personal.
 * - `proof`: no bearer token; the request carries its own one-time proof (an identity verification
 *   handle or a refresh credential) bound to the device it was issued to.
 * - `account`: a signed-in account's access token (bearerAuth), with or without a patient number:
 *   the account the token acts as (a family member after a switch).
 * - `patient`: as `account`, and the account has a registered patient number (400
 *   PATIENT_NO_REQUIRED otherwise); the data is that patient's.
 * - `main`: the main account's own token (mainBearerAuth): a token switched to a family member is
 *   refused (403 MAIN_TOKEN_REQUIRED). Family management, switching and ending the account.
 * - `rx-patient`: the e-prescription service's token (rxBearerAuth); the patient is the token's.
 * - `kiosk`: a hospital kiosk's key (kioskAuth); never the app's.
 */
export const CALLERS = ['public', 'proof', 'account', 'patient', 'main', 'rx-patient', 'kiosk'] as const
export type AccessCaller = (typeof CALLERS)[number]

/** The security scheme each caller must be declared with (none for public and proof). */
export const CALLER_SCHEMES: Record<AccessCaller, string | undefined> = {
  public: undefined,
  proof: undefined,
  account: 'bearerAuth',
  patient: 'bearerAuth',
  main: 'mainBearerAuth',
  'rx-patient': 'rxBearerAuth',
  kiosk: 'kioskAuth',
}

/**
 * How a named id must relate to the caller. "The sign-in" is the session the token belongs to:
 * its main account signed in, and the token acts as that account or, after a switch, as one of
 * its family members ("the acting account").
 */
export const RELATIONS = {
  /** Reference data anyone may read (terms, pharmacies): no owner. */
  public: 'reference data with no owner',
  /** The acting account's own user id or patient number. */
  self: "the acting account's own",
  /** The acting account or the sign-in's main account. */
  session: 'the acting account or the main account of the sign-in',
  /** An account of the sign-in's family (the main account or a member), or the patient number one holds. */
  family: "an account of the sign-in's family (main or member), or its patient number",
  /** A family member under the sign-in's main account, not the main account itself. */
  'family-member': 'a family member under the main account (not the main account)',
  /**
   * A record of the acting patient (a reception, appointment, result, file, prescription, bill),
   * of the acting account (a message, an inquiry) or of the sign-in's main account (a push token);
   * with `rx-patient`, of the token's patient.
   */
  own: "a record of the acting patient or account (with rx-patient: of the token's patient)",
  /** A payment of the acting patient, or one the sign-in's main account paid for someone. */
  'own-or-paid': "the acting patient's payment, or one the sign-in's main account paid",
  /**
   * A push registration of the device the sign-in was made on (the request's `deviceId` must be
   * that device): a phone's registration moves to whoever signed in on it last.
   */
  device: 'a registration of the device the sign-in was made on',
  /** An order or a registered-card payment request made by the sign-in's main account. */
  payer: "made by the sign-in's main account",
  /**
   * A patient the caller may pay for: the acting patient, a family member, or a patient the
   * sign-in confirmed for proxy payment (patient number and birth date, `fetchPatientSummary`)
   * within the last 30 minutes. Another patient's bills show only what paying needs.
   */
  payable: 'the acting patient, a family member, or a patient confirmed for proxy payment in the last 30 minutes',
  /**
   * A patient number whose record has the birth date the request gives (`X-Patient-Birth-Date`):
   * the proxy payer's look-up. A match lets the sign-in pay for that patient for 30 minutes.
   */
  'proxy-confirmed': 'a patient whose birth date matches the one given; the sign-in may pay for them for 30 minutes',
  /** Belongs to the patient the same request names in `patientNo` (which has a relation of its own). */
  'of-patient': 'belongs to the patient the request names in patientNo',
  /** An id the app makes up (an order id): unused, or an unfinished one of the same payer. */
  new: "unused, or an unfinished one of the sign-in's main account",
  /**
   * A resident number whose hospital record is the person the account's identity verification
   * named (name, birth date and sex), and that no other account holds.
   */
  'verified-person': "the record of the person the account's identity verification named, held by no other account",
  /**
   * A family member's resident number: a child's (under 14) record names the main account's
   * verified person as guardian; an older member's is the person their own verification named.
   * No other account holds it.
   */
  'guarded-person': "the member's own record: for a child, one naming the main account holder as guardian",
  /** The account the presented refresh credential was issued to (checked after the credential). */
  'credential-holder': 'the account the presented refresh credential belongs to',
  /** A patient whose number, name and birth date all match (the kiosk's look-up). */
  'kiosk-identified': 'the patient whose number, name and birth date all match',
} as const
export type AccessRelation = keyof typeof RELATIONS

/**
 * Request fields that name a person or one of their records: every operation that has one must
 * say how it relates to the caller. The value is the kind of object, for the docs and the
 * sandbox's look-up of its owner.
 */
export const OBJECT_ID_FIELDS = {
  patientNo: 'patient',
  residentNumber: 'patient (by resident number)',
  userId: 'account',
  receptionId: 'reception (a visit, test, stay or checkup)',
  appointmentId: 'outpatient appointment',
  paymentId: 'payment',
  billIds: 'bill',
  orderId: 'card order',
  serNo: 'registered-card payment request',
  prscNo: 'prescription slip',
  rxId: 'e-prescription',
  inquiryId: '1:1 inquiry',
  firstVisitId: 'first-visit request',
  messageId: 'message',
  fcmToken: 'push registration',
  fileName: 'checkup report file',
  id: 'record by id (checkup result, terms)',
} as const
export type ObjectIdField = keyof typeof OBJECT_ID_FIELDS

/**
 * Who a limit counts by: `account` the sign-in's main account; `device` the sign-in's device, the
 * device a proof was issued to, or the kiosk; `address` the client's network address (what the
 * caller cannot choose); `target` the account the request names.
 */
export const LIMIT_KEYS = ['account', 'device', 'address', 'target'] as const
export type LimitKey = (typeof LIMIT_KEYS)[number]

export interface AccessLimit {
  per: LimitKey
  max: number
  minutes: number
  /** Only refused attempts count (a limit on guessing at one account, which a stranger could otherwise lock). */
  failuresOnly?: boolean
  /** Operations that share a bucket share one count (every call that takes a resident number). */
  bucket?: string
}

export interface AccessObject {
  in: 'path' | 'query' | 'header' | 'body'
  relation: AccessRelation
}

export interface AccessRule {
  caller: AccessCaller
  objects: Partial<Record<ObjectIdField, AccessObject>>
  /** The one ErrorResponse code (with its status) for an object that is not the caller's. */
  refusal: { status: number; code: string }
  limits: AccessLimit[]
}

/** The default answer when an object is missing or not the caller's: the same, so nothing is told. */
export const DEFAULT_REFUSAL = 'NOT_FOUND'
