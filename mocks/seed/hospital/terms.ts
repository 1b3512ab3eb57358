import { base64Utf8 } from '../random'
import type { WorldBuilder } from '../world-builder'

const TERMS = [
  {
    termsId: 1,
    title: '서비스 이용약관',
    required: 'Y',
    categories: ['SIGNUP', 'APP'],
    body: [
      '제1조 (목적) 이 약관은 한빛대학교병원(이하 "병원")이 제공하는 모바일 서비스의 이용 조건과 절차를 정합니다.',
      '제2조 (서비스) 병원은 진료예약, 예약조회, 도착확인, 진료비 수납, 검사결과 조회, 처방전 전송 등의 서비스를 제공합니다.',
      '제3조 (회원가입) 휴대폰 본인인증을 마치고 약관에 동의하면 회원이 됩니다. 만 14세 미만은 보호자 계정의 가족으로 이용합니다.',
      '제4조 (회원의 의무) 회원은 본인의 정보를 정확하게 관리하고, 다른 사람의 정보를 이용하지 않습니다.',
      '제5조 (서비스 중단) 병원은 시스템 점검 등으로 서비스를 잠시 멈출 수 있으며, 미리 공지합니다.',
    ],
  },
  {
    termsId: 2,
    title: '개인정보 처리방침',
    required: 'Y',
    categories: ['SIGNUP', 'APP'],
    body: [
      '1. 수집하는 개인정보: 이름, 생년월일, 휴대폰 번호, 연계정보(CI), 환자번호',
      '2. 이용 목적: 본인 확인, 진료 관련 서비스 제공, 알림 발송',
      '3. 보유 기간: 회원 탈퇴 시까지 (관계 법령에 따라 보관해야 하는 정보는 그 기간까지)',
      '4. 개인정보 보호책임자: 의료정보팀 (02-2290-8114)',
    ],
  },
  {
    termsId: 3,
    title: '민감정보(건강정보) 처리 동의',
    required: 'Y',
    categories: ['SIGNUP', 'PATIENT', 'FAMILY'],
    body: [
      '진료 예약과 결과 조회를 위해 진료기록, 검사결과 등 건강정보를 처리합니다. 동의하지 않으면 서비스를 이용할 수 없습니다.',
    ],
  },
  {
    termsId: 4,
    title: '마케팅 정보 수신 동의 (선택)',
    required: 'N',
    categories: ['SIGNUP'],
    body: ['건강강좌, 검진 할인 등 병원 소식을 알림으로 받습니다. 동의하지 않아도 서비스를 이용할 수 있습니다.'],
  },
  {
    termsId: 5,
    title: '위치정보 이용 동의 (선택)',
    required: 'N',
    categories: ['SIGNUP', 'APP'],
    body: ['도착확인을 위해 병원 근처에 있는지 확인할 때만 기기 위치를 사용합니다. 위치는 저장하지 않습니다.'],
  },
] as const

export function seedTerms(world: WorldBuilder): void {
  for (const t of TERMS) {
    world.add('terms', {
      termsId: t.termsId,
      title: t.title,
      version: '2.1',
      termsContents: base64Utf8(t.body.join('\n\n')),
      effectiveDate: '2026-03-01',
      categories: [...t.categories],
      required: t.required,
    })
  }
}
