/**
 * The words of switching between the main account and a family member's (the drawer, home's
 * family row, the family screens). A file of their own: they travel with those chunks.
 */
export const accountSwitch = {
  myOwnAccount: '내 계정으로 돌아가기',
  switchQuestion: (name: string) => `${name}님의 계정으로 전환할까요?`,
  switchDone: '계정이 전환되었습니다.',
  /** Said after a switch made from home's family row (no question first): whose account this is now. */
  switchedTo: (name: string) => `${name}님 계정으로 전환되었습니다.`,
  switchTo: '전환',
} as const
