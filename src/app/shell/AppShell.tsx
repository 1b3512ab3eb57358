import { useQuery } from '@tanstack/react-query'
import { Outlet, useLocation } from 'react-router-dom'
import { useEffect, useState } from 'react'
import { messages } from '@/shared/messages'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { ROUTES } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { matchRouteName } from '@/shared/routes/route-match'
import { cloudServiceOf } from '@/shared/domain/hospital/cloud-service'
import { lazyWithRetry, loadChunk, LoadBoundary } from '@/shared/lazy'
import { loadAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { Dialog, SkeletonList } from '@/shared/ui'
import { useFirstRunGuideDue } from '@/shared/storage/use-first-run-guide-due'
import { hospitalInfoQuery } from '@/shared/blocks/hospital/hospital-info-query'
import { Header } from './Header'
import { TabBar } from './TabBar'
import { tabOfPath, type TabId } from './tabs'
import styles from './AppShell.module.css'
import type * as FirstRunGuideModule from './FirstRunGuide'

// The side menu's content: asked for once the first screen has painted (not in the first load),
// so it opens later with no connection; without its code the drawer says so, with 다시 시도.
const Drawer = lazyWithRetry(() => import('./Drawer'))

// Once per device: its words load only on the first run, before the first render when it is due
// (src/main.tsx), so the guide is the first paint rather than a dialog a moment after it.
let loadedGuide: typeof FirstRunGuideModule | undefined
export const loadFirstRunGuide = () =>
  loadChunk(() => import('./FirstRunGuide')).then((module) => {
    loadedGuide = module
    return module
  })
const FirstRunGuide = lazyWithRetry(() => import('./FirstRunGuide').then((m) => ({ default: m.FirstRunGuide })))

/** The frame of every screen: header, content, bottom tab bar and the side drawer. */
export function AppShell() {
  const location = useLocation()
  const navigation = useAppNavigation()
  const firstRunDue = useFirstRunGuideDue()
  // The open-main-tab flag and the drawer reset with every navigation: both are overlays on the
  // back stack, which every app navigation closes before it moves (NavigationProvider), and the
  // back action closes before anything else. A move the app did not start (the guard's redirect,
  // a lost session going home) closes them when the new address lands.
  const [drawerOpen, setDrawer] = useState(false)
  const [openTab, setOpenTab] = useState<TabId | null>(null)
  const [shownPath, setShownPath] = useState(location.pathname)
  // The address in the browser when the menu or the drawer was opened. A move already under way
  // then (its screen still loading, so React shows it a moment later) is not a new move: the
  // menu the patient just opened stays open when it lands.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname)
    setOpenedAt(null)
    if (openedAt !== location.pathname) {
      setOpenTab(null)
      setDrawer(false)
    }
  }
  const openTabMenu = (tab: TabId | null) => {
    if (tab) setOpenedAt(window.location.pathname)
    setOpenTab(tab)
  }
  // Once opened, the drawer stays mounted so it can animate and keep its data (its profile and the
  // card are in the first load; its menus load when it first opens).
  const [drawerLoaded, setDrawerLoaded] = useState(false)
  const setDrawerOpen = (open: boolean) => {
    if (open) {
      setDrawerLoaded(true)
      setOpenedAt(window.location.pathname)
    }
    setDrawer(open)
  }
  const session = useSession()
  useEffect(() => {
    void loadChunk(
      loadAfterFirstPaint(() => import('./Drawer')),
      { onNewVersion: 'fail' },
    ).catch(() => undefined)
  }, [])
  const hospital = useQuery(hospitalInfoQuery())
  const cloud = cloudServiceOf(hospital.data)

  const matched = matchRouteName(location.pathname)
  const route = matched ? ROUTES[matched.name] : undefined
  const isHome = matched?.name === 'home'
  const title = isHome
    ? (hospital.data?.hospitalName ?? messages.titles.home)
    : route
      ? messages.titles[route.title]
      : messages.titles.notFound
  const hideTabBar = route && 'hideTabBar' in route && route.hideTabBar

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {messages.shell.skipToContent}
      </a>
      <Header
        title={title}
        isHome={isHome}
        logoUrl={cloud.logoUrl}
        onBack={navigation.back}
        onMenu={() => setDrawerOpen(true)}
        menuOpen={drawerOpen}
        actingFor={session.isFamilySelected ? session.user?.userName : undefined}
      />
      <main id="main" className={hideTabBar ? styles.main : `${styles.main} ${styles.withTabBar}`} tabIndex={-1}>
        <Outlet />
      </main>
      {!hideTabBar && (
        <TabBar
          openTab={openTab}
          onOpenTab={openTabMenu}
          activeTab={tabOfPath(route?.path ?? '')}
          showHealthNote={cloud.healthNote === 'Y'}
        />
      )}
      {firstRunDue &&
        (loadedGuide ? (
          <loadedGuide.FirstRunGuide />
        ) : (
          // Without its code the guide is left out for this start (it is still due next time).
          <LoadBoundary instead={null}>
            <FirstRunGuide />
          </LoadBoundary>
        ))}
      {(drawerOpen || drawerLoaded) && (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          variant="drawer"
          title={messages.shell.drawerLabel}
        >
          <LoadBoundary loading={<SkeletonList rows={4} />}>
            <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </LoadBoundary>
        </Dialog>
      )}
    </div>
  )
}
