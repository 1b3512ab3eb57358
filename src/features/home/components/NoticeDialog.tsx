import { useQuery } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { LIMITS } from '../../../shared/config/constants'
import { appClock } from '../../../shared/lib/clock'
import { isInCurrentWeek } from '../../../shared/lib/korea-time'
import { home } from '../../../shared/messages/home'
import { AppLink } from '../../../shared/navigation/AppLink'
import { nativeBridge } from '../../../shared/native'
import { firstRunGuideDue } from '../../../shared/storage/first-run'
import { localSettings } from '../../../shared/storage/local-settings'
import { Button, Dialog } from '../../../shared/ui'
import { mainNoticesQuery } from '../home.queries'
import { noticeHref } from './NoticePreview'

const { noticeDialog } = home

const hiddenUntil = () => Number(localSettings.get('hiddenNoticeUntil') || 0)

/** This week's pinned notice as a dialog; "hide today" keeps it away for a day. */
export function NoticeDialog() {
  const notices = useQuery(mainNoticesQuery())
  const [closed, setClosed] = useState(false)
  // Not over the first-run guide: the notice comes once the guide has been read.
  const guideOpen = useSyncExternalStore(localSettings.subscribe, () => firstRunGuideDue(nativeBridge()))
  const notice = notices.data?.find((n) => n.noticeYn === 'Y' && isInCurrentWeek(n.updateDate))
  const open = Boolean(notice) && !closed && !guideOpen && hiddenUntil() <= appClock.now().getTime()
  if (!notice) return null
  return (
    <Dialog
      open={open}
      onClose={() => setClosed(true)}
      title={home.notices}
      actions={
        <>
          <Button
            variant="outline"
            onClick={() => {
              localSettings.set('hiddenNoticeUntil', String(appClock.now().getTime() + LIMITS.hiddenNoticeMs))
              setClosed(true)
            }}
          >
            {noticeDialog.hideToday}
          </Button>
          <Button onClick={() => setClosed(true)}>{noticeDialog.close}</Button>
        </>
      }
    >
      <p>{notice.title}</p>
      <AppLink to={noticeHref(notice)} onClick={() => setClosed(true)}>
        {noticeDialog.more}
      </AppLink>
    </Dialog>
  )
}
