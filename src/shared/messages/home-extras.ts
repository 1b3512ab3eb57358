/** The greeting's parts loaded after home's first paint: what is owed, the family row. */
export const homeExtras = {
  owed: (amount: string) => `수납할 진료비 ${amount}`,
  family: {
    label: '가족 계정 바로 전환',
    member: (relation: string, name: string) => `${relation} ${name}`,
    own: (name: string) => `내 계정 ${name}`,
  },
} as const
