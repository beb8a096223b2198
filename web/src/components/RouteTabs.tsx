import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react'
import { type AriaTabProps, useTab, useTabList, useTabPanel } from 'react-aria/useTabList'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { Item } from 'react-stately/Item'
import { type TabListState, useTabListState } from 'react-stately/useTabListState'
import { prefetchHandlers } from './prefetch'
import s from './RouteTabs.module.css'

export type RouteTab = { label: string; to: string }

/**
 * Whether a tab is the one on screen: its own path, anything under it (`subnets/web/edit`), or its create or add
 * form (`subnets-new`, `ranges-add`), which opens over the tab's list.
 */
export const isTabCurrent = (tab: string, pathname: string) =>
  pathname === tab ||
  pathname.startsWith(`${tab}/`) ||
  pathname.startsWith(`${tab}-new`) ||
  pathname.startsWith(`${tab}-add`)

/**
 * React Aria's tabs whose keys are routes: the URL selects the tab, each tab is a link (new tab, copy link and
 * Back keep working), and the arrow keys, Home and End move between them, each move a navigation. The panel
 * holds the route's page (`children`, or the route's outlet).
 *
 * Built on React Aria's tab hooks rather than its Tabs component, which brings its collection and animation
 * code along: about 8 KiB of gzip more on every tabbed page's first load.
 */
export function RouteTabs({
  label,
  tabs,
  keepSearch = false,
  panelClassName,
  children,
}: {
  label: string
  tabs: RouteTab[]
  /** Carry the query string over to the other tabs (a time range that applies to all of them). */
  keepSearch?: boolean
  panelClassName?: string
  /** What the panel shows, when more than the route's outlet. */
  children?: ReactNode
}) {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const current = (tabs.find((tab) => isTabCurrent(tab.to, pathname)) ?? tabs[0]).to
  const hrefOf = (to: string) => (keepSearch ? `${to}${search}` : to)
  const state = useTabListState<RouteTab>({
    items: tabs,
    selectedKey: current,
    children: (tab) => (
      <Item key={tab.to} href={hrefOf(tab.to)}>
        {tab.label}
      </Item>
    ),
  })
  const listRef = useRef<HTMLDivElement>(null)
  const { tabListProps } = useTabList({ 'aria-label': label }, state, listRef)
  // A tab is a link, which React Aria follows with a click on it (the user's, or its own when the arrow keys
  // select a tab). React Aria's RouterProvider, which would hand that click to the router, is exported only from
  // the package's index, and importing the index makes esbuild put every React Aria module the app uses
  // anywhere into this page's first download. So the click is handed to the router here, as RouterProvider
  // does: a plain click becomes a navigation in the page; with a modifier key it stays the browser's (a new tab
  // or window).
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a')
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    if (link.origin !== window.location.origin) return
    event.preventDefault()
    navigate(link.pathname + link.search, { preventScrollReset: true })
  }
  // React Aria moves the focus to the first or last tab on Home and End, but follows a link only on the arrow
  // keys: as the tabs pattern has it, the tab the focus lands on is the one shown
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    tabListProps.onKeyDown?.(event)
    const to = event.key === 'Home' ? tabs[0].to : event.key === 'End' ? tabs.at(-1)?.to : undefined
    if (to && to !== current) navigate(hrefOf(to), { preventScrollReset: true })
  }
  return (
    <>
      <div
        {...tabListProps}
        role="tablist"
        ref={listRef}
        className={s.tabs}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
      >
        {[...state.collection].map((item) => (
          <RouteTabLink key={item.key} tabKey={item.key as string} state={state}>
            {item.rendered}
          </RouteTabLink>
        ))}
      </div>
      {/* one panel per tab (React Aria names a panel after its tab once, as it mounts) */}
      <TabPanel key={current} state={state} className={panelClassName}>
        {children ?? <Outlet />}
      </TabPanel>
    </>
  )
}

function RouteTabLink({
  tabKey,
  state,
  children,
}: {
  tabKey: string
  state: TabListState<RouteTab>
  children: ReactNode
}) {
  const ref = useRef<HTMLAnchorElement>(null)
  const { tabProps } = useTab({ key: tabKey } satisfies AriaTabProps, state, ref)
  const prefetch = prefetchHandlers(tabKey)
  return (
    <a
      {...tabProps}
      role="tab"
      ref={ref}
      className={s.tab}
      onMouseEnter={prefetch.onMouseEnter}
      onMouseLeave={prefetch.onMouseLeave}
    >
      {children}
    </a>
  )
}

function TabPanel({
  state,
  className,
  children,
}: {
  state: TabListState<RouteTab>
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const { tabPanelProps } = useTabPanel({}, state, ref)
  return (
    <div {...tabPanelProps} ref={ref} className={className}>
      {children}
    </div>
  )
}
