import type { ComponentType } from 'react'
import type { RouteName } from './route-table'

/** What a feature offers the router: a loader per route it shows (a dynamic import). */
export type ScreenLoaders = Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>>
