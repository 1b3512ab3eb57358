/**
 * Leaving the app: the tab menu's entries (funeral hall, insurance claim) and a notice's links to
 * web sites. A file of its own, so these words travel in those chunks instead of the first load.
 */
export const leaveApp = {
  /** Under the menu entries that leave the app; read as part of the entry's name. */
  outside: '앱 밖',
  leaveTitle: (page: string) => `${page} 페이지는 앱 밖에서 열립니다`,
  leaveMessage: '휴대폰의 인터넷 브라우저로 이동합니다. 다 보신 뒤 앱으로 돌아오시면 됩니다.',
  /** A notice's link: the site it leads to, whatever the link's words say. */
  leaveMessageTo: (host: string) =>
    `휴대폰의 인터넷 브라우저로 ${host} 사이트를 엽니다. 다 보신 뒤 앱으로 돌아오시면 됩니다.`,
  open: '열기',
} as const
