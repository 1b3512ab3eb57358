import type { ComponentType, LazyExoticComponent } from 'react'
import type { RouteName } from '../../shared/routes/route-table'
import { lazyScreen } from '../navigation/lazy-screen'

type Screen = LazyExoticComponent<ComponentType>

/**
 * Which screen each route shows, loaded on first visit. The app is the only place that knows
 * the features; a route without an entry shows "service not ready".
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {}
