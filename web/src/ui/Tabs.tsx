import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components/Tabs'
import s from './Tabs.module.css'

// Thin styled wrappers over RAC tabs. For tabs that are routes, give each Tab an `href` and pass the
// current route's key as `selectedKey`: RAC's RouterProvider then navigates on selection.

function cx(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base
}

export type TabsProps = Omit<RACTabsProps, 'className'> & { className?: string }
export function Tabs({ className, ...rest }: TabsProps) {
  return <RACTabs {...rest} className={cx(s.tabs, className)} />
}

export type TabListProps<T> = Omit<RACTabListProps<T>, 'className'> & { className?: string }
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <RACTabList {...rest} className={cx(s.list, className)} />
}

export type TabProps = Omit<RACTabProps, 'className'> & { className?: string }
export function Tab({ className, ...rest }: TabProps) {
  return <RACTab {...rest} className={cx(s.tab, className)} />
}

export type TabPanelProps = Omit<RACTabPanelProps, 'className'> & { className?: string }
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RACTabPanel {...rest} className={cx(s.panel, className)} />
}
