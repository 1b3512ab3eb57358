import { describe, expect, it } from 'vitest'
import { menuItems, TAB_MENUS } from './menus'
import { TAB_ROUTES, type TabId } from './tabs'

const tabs = Object.keys(TAB_MENUS) as TabId[]
const groups = tabs.flatMap((tab) => TAB_MENUS[tab].groups)

describe('the tab menus, in named groups', () => {
  it('names every group once across all tabs (the drawer lists them together)', () => {
    const titles = groups.map((group) => group.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('gives no two entries the same name, and no group the name of an entry', () => {
    const labels = tabs.flatMap((tab) => menuItems(tab).map((item) => item.label))
    expect(new Set(labels).size).toBe(labels.length)
    expect(groups.filter((group) => labels.includes(group.title))).toEqual([])
  })

  it('keeps groups small enough to read at a glance', () => {
    for (const group of groups) expect(group.items.length).toBeLessThanOrEqual(5)
  })

  it("puts today's schedule and the calendar of every month in different groups", () => {
    const groupOf = (route: string) =>
      TAB_MENUS.outpatient.groups.find((group) => group.items.some((item) => item.route === route))?.title
    expect(groupOf('todaySchedule')).toBeDefined()
    expect(groupOf('todaySchedule')).not.toBe(groupOf('timeline'))
  })

  it("lists every screen a tab marks as its own (the tab bar's current mark)", () => {
    for (const tab of tabs) {
      const routes = menuItems(tab).flatMap((item) => (item.route ? [item.route] : []))
      expect(routes).toEqual(expect.arrayContaining(TAB_ROUTES[tab]))
    }
  })
})
