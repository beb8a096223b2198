import { type ComponentPropsWithoutRef, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { ChevronDownIcon, ChevronUpIcon } from './icons/action-icons'
import s from './Table.module.css'

// Semantic table parts with the console's look: sticky header, row hover, tabular numbers.
// Plain <table> markup keeps native table navigation in screen readers.

function cx(...names: Array<string | false | undefined>) {
  return names.filter(Boolean).join(' ')
}

export type TableProps = ComponentPropsWithoutRef<'table'> & {
  /** Class for the scrolling wrapper around the table. */
  wrapperClassName?: string
}

/**
 * Whether the wrapper scrolls its table sideways (a narrow window, or a wide table). Only then does it take the
 * focus, so a keyboard user can scroll it with the arrow keys: a group named like its table (not a region, a
 * landmark, which the section around a table often is already, by the same name).
 */
function useScrollsSideways() {
  const ref = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const wrapper = ref.current
    if (!wrapper || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setScrolls(wrapper.scrollWidth > wrapper.clientWidth))
    observer.observe(wrapper)
    if (wrapper.firstElementChild) observer.observe(wrapper.firstElementChild)
    return () => observer.disconnect()
  }, [])
  return [ref, scrolls] as const
}

export function Table({ className, wrapperClassName, ...rest }: TableProps) {
  const [wrapper, scrolls] = useScrollsSideways()
  const focusable = scrolls
    ? {
        role: 'group',
        tabIndex: 0,
        'aria-label': rest['aria-label'],
        'aria-labelledby': rest['aria-labelledby'],
      }
    : undefined
  return (
    <div ref={wrapper} className={cx(s.wrapper, wrapperClassName)} {...focusable}>
      <table className={cx(s.table, className)} {...rest} />
    </div>
  )
}

export function THead({ className, ...rest }: ComponentPropsWithoutRef<'thead'>) {
  return <thead className={cx(s.thead, className)} {...rest} />
}

export function TBody({ className, ...rest }: ComponentPropsWithoutRef<'tbody'>) {
  return <tbody className={cx(s.tbody, className)} {...rest} />
}

export function Tr({ className, ...rest }: ComponentPropsWithoutRef<'tr'>) {
  return <tr className={cx(s.tr, className)} {...rest} />
}

type CellLook = {
  /** Right-aligned, for counts and sizes. */
  numeric?: boolean
  /** The narrow trailing cell holding a row's action menu. */
  actions?: boolean
}

export function Th({
  className,
  numeric,
  actions,
  scope = 'col',
  ...rest
}: ComponentPropsWithoutRef<'th'> & CellLook) {
  return (
    <th scope={scope} className={cx(s.th, numeric && s.numeric, actions && s.actions, className)} {...rest} />
  )
}

export function Td({ className, numeric, actions, ...rest }: ComponentPropsWithoutRef<'td'> & CellLook) {
  return <td className={cx(s.td, numeric && s.numeric, actions && s.actions, className)} {...rest} />
}

export type SortDirection = 'ascending' | 'descending'

/**
 * A column header that sorts the table when pressed: a button in the header cell, which says how the table is
 * sorted (`aria-sort`) and shows it with an arrow. Pressing the sorted column turns its order around.
 */
export function SortableTh({
  children,
  direction,
  onSort,
  numeric,
}: {
  children: ReactNode
  /** how the table is sorted by this column, or null when it is sorted by another */
  direction: SortDirection | null
  onSort: () => void
  numeric?: boolean
}) {
  const Arrow = direction === 'descending' ? ChevronDownIcon : ChevronUpIcon
  return (
    <Th numeric={numeric} aria-sort={direction ?? 'none'}>
      <button type="button" className={s.sort} onClick={onSort}>
        {children}
        <Arrow className={cx(s.sortArrow, !direction && s.unsorted)} />
      </button>
    </Th>
  )
}
