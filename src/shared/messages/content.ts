/** Words of the content pages (guides, stay and checkup information). */
export const content = {
  contents: '이 페이지의 내용',
  opensOutside: '앱 밖에서 열립니다',
  warning: '주의',
  note: '안내',
} as const
