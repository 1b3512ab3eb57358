/** The privacy policy screen (개인정보 처리방침). */
export const privacy = {
  version: (version: string, date: string) => `버전 ${version} · ${date}부터 적용`,
  empty: '개인정보 처리방침을 불러왔지만 내용이 없습니다',
  emptyHint: '의료정보팀(02-2290-8114)으로 문의해 주세요.',
  inquiry: '개인정보 문의 02-2290-8114',
  inquiryPhone: '02-2290-8114',
} as const
