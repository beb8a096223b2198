import { useEffect, useRef } from 'react'
import { announce } from './announcements'

/** How to speak of a list's rows when their state changes: 'Instance web-1 is now running'. */
export type StateAnnouncement<T> = { noun: string; name: (row: T) => string; state: (row: T) => string }

/**
 * Says which rows of a list changed state since the list was last read: only rows read both times, and only
 * their state, so that a refresh that changes nothing says nothing, and rows that come or go are left to the
 * list itself.
 */
export function useStateAnnouncer<T extends { id: string }>(
  rows: readonly T[] | undefined,
  speak: StateAnnouncement<T> | undefined,
) {
  const last = useRef<Map<string, string> | null>(null)
  useEffect(() => {
    if (!rows || !speak) return
    const now = new Map(rows.map((row) => [row.id, speak.state(row)]))
    const before = last.current
    last.current = now
    if (!before) return
    const changes = rows
      .filter((row) => before.has(row.id) && before.get(row.id) !== now.get(row.id))
      .map((row) => `${speak.noun} ${speak.name(row)} is now ${now.get(row.id)}`)
    if (changes.length > 0) announce(`${changes.join('. ')}.`)
  }, [rows, speak])
}
