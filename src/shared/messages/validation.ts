/** The form messages of spec section 5, in Korean. Every form shows these and sends nothing. */
export const validation = {
  // Patient number registration: name, resident registration number (6 + 7), required consent.
  nameRequired: '이름을 입력해 주세요.',
  residentNumberRequired: '주민등록번호를 입력해 주세요.',
  residentNumberDigits: '주민등록번호는 숫자만 입력해 주세요.',
  residentNumberInvalid: '주민등록번호를 다시 확인해 주세요. 앞 6자리는 생년월일, 뒤 첫 자리는 1~8입니다.',
  residentNumberIncomplete: '주민등록번호 13자리(앞 6자리, 뒤 7자리)를 모두 입력해 주세요.',
  /** The number's birth date is not the one the app knows (checked before sending). */
  residentNumberNotOwnBirthDate: (birthDate: string) =>
    `주민등록번호의 생년월일이 본인인증한 생년월일(${birthDate})과 다릅니다. 다시 확인해 주세요.`,
  residentNumberNotMemberBirthDate: (name: string, birthDate: string) =>
    `주민등록번호의 생년월일이 ${name}님의 생년월일(${birthDate})과 다릅니다. 다시 확인해 주세요.`,
  consentRequired: '필수 동의 항목에 동의해 주세요.',
  // Sign-up
  requiredTerms: '필수 약관에 모두 동의해 주세요.',
  // Birth date of 8 digits (sign-up auth, family accounts)
  birthDateRequired: '생년월일을 입력해 주세요.',
  birthDateDigits: '생년월일은 숫자만 입력해 주세요.',
  birthDateIncomplete: '생년월일 8자리를 모두 입력해 주세요. (예: 19580314)',
  birthDateInvalid: '올바른 생년월일이 아닙니다. 다시 확인해 주세요.',
  // Phone number change: required, digits, at least 11 digits
  phoneRequired: '휴대폰 번호를 입력해 주세요.',
  phoneDigits: '휴대폰 번호는 숫자만 입력해 주세요.',
  phoneInvalid: '올바른 휴대폰 번호가 아닙니다. 다시 확인해 주세요.',
  // Proxy payment: patient number required and digits only
  patientNoRequired: '환자번호를 입력해 주세요.',
  patientNoDigits: '환자번호는 숫자만 입력해 주세요.',
  // Family accounts
  relationRequired: '가족 관계를 선택해 주세요.',
  ownAccount: '본인 계정은 가족으로 추가할 수 없습니다.',
  identityMismatch:
    '본인인증 정보가 입력하신 가족의 이름, 생년월일과 일치하지 않습니다. 가족 본인의 휴대폰으로 인증해 주세요.',
  guardianRequired: '만 14세 미만 가족은 보호자 정보를 입력해 주세요.',
  guardianNameRequired: '보호자 이름을 입력해 주세요.',
  // Withdrawal
  withdrawalReasonRequired: '탈퇴 사유를 선택해 주세요.',
  withdrawalReasonTextRequired: '기타 사유를 입력해 주세요.',
  tooLong: (max: number) => `${max}자 이내로 입력해 주세요.`,
} as const
