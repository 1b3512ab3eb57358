import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { appClock } from '@/shared/lib/clock'
import { isInCurrentWeek, startOfNextDayKst } from '@/shared/lib/korea-time'
import { home } from '@/shared/messages/home'
import { AppLink } from '@/shared/navigation/AppLink'
import { firstRunGuideReadThisStart } from '@/shared/storage/first-run'
import { useFirstRunGuideDue } from '@/shared/storage/use-first-run-guide-due'
import { localSettings } from '@/shared/storage/local-settings'
import { Button, Dialog } from '@/shared/ui'
import { mainNoticesQuery } from '@/features/home/home.queries'
import { noticePopUpOpen } from '@/features/home/lib/notice-pop-up'
import { noticeHref } from './NoticePreview'

const { noticeDialog } = home

const hiddenUntil = () => Number(localSettings.get('hiddenNoticeUntil') || 0)

/** Closed once, a notice stays closed for the rest of the visit (the tab's session). */
const CLOSED_KEY = 'noticeClosedThisVisit'
const closedThisVisit = (uid: string) => {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === uid
  } catch {
    return false
  }
}
const rememberClosed = (uid: string) => {
  try {
    sessionStorage.setItem(CLOSED_KEY, uid)
  } catch {
    // Private mode without storage: it stays closed while home is shown.
  }
}

/** This week's pinned notice as a dialog; "hide today" keeps it away until midnight (Korea). */
export function NoticeDialog() {
  const notices = useQuery(mainNoticesQuery())
  const [closed, setClosed] = useState(false)
  // Not over the first-run guide, nor after it at the same start (the notice comes next time).
  const guideOpen = useFirstRunGuideDue()
  const notice = notices.data?.find((n) => n.noticeYn === 'Y' && isInCurrentWeek(n.updateDate))
  const open = noticePopUpOpen({
    hasNotice: Boolean(notice),
    closed: closed || closedThisVisit(String(notice?.uid)),
    guideOpen,
    guideReadThisStart: firstRunGuideReadThisStart(),
    hiddenUntil: hiddenUntil(),
    now: appClock.now().getTime(),
  })
  if (!notice) return null
  const close = () => {
    rememberClosed(String(notice.uid))
    setClosed(true)
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={home.notices}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => {
              // Today only, as the button says: hidden until midnight in Korea, and the next day
              // shows the week's notice again.
              localSettings.set('hiddenNoticeUntil', String(startOfNextDayKst(appClock.now())))
              setClosed(true)
            }}
          >
            {noticeDialog.hideToday}
          </Button>
          <Button onClick={close}>{noticeDialog.close}</Button>
        </>
      }
    >
      <p>{notice.title}</p>
      <AppLink to={noticeHref(notice)} onClick={close}>
        {noticeDialog.more}
      </AppLink>
    </Dialog>
  )
}
