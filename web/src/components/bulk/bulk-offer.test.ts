import { describe, expect, it } from 'vitest'
import type { RequestItem } from '~/components/show-request/request-items'
import { type BulkAction, bulkOffers, namesText } from './bulk-offer'

const stop: BulkAction = { key: 'stop', label: 'Stop', done: 'stopped', doing: 'Stopping' }
const start: BulkAction = { key: 'start', label: 'Start', done: 'started', doing: 'Starting' }

const item = (key: string, disabledReason?: string): RequestItem => ({
  key,
  label: key,
  onAction: () => {},
  disabledReason,
  request: () => [],
})
const STOP_REASON = 'Only a running, starting, rebooting or failed instance can be stopped'
const running = (name: string) => ({ key: name, name, items: [item('stop'), item('start', 'No')] })
const stopped = (name: string) => ({ key: name, name, items: [item('stop', STOP_REASON), item('start')] })

describe('what the toolbar offers for a selection', () => {
  it('offers an action when every selected row allows it, with each row as a target', () => {
    const [offer] = bulkOffers([stop], [running('web-1'), running('web-2')])
    expect(offer.disabledReason).toBeUndefined()
    expect(offer.targets.map((t) => t.name)).toEqual(['web-1', 'web-2'])
  })

  it('says which rows cannot take it and why, in the words of their own rule', () => {
    const [offerStop, offerStart] = bulkOffers([stop, start], [running('web-1'), stopped('web-3')])
    expect(offerStop.disabledReason).toBe(
      'web-3 cannot be stopped: only a running, starting, rebooting or failed instance can be stopped',
    )
    expect(offerStart.disabledReason).toBe('web-1 cannot be started: no')
  })

  it('groups the rows by reason and counts the names past three', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'].map(stopped)
    const [offer] = bulkOffers(
      [stop],
      [...rows, { key: 'x', name: 'x', items: [item('stop', 'Role says no')] }],
    )
    expect(offer.disabledReason).toBe(
      'a, b, c and 2 more cannot be stopped: only a running, starting, rebooting or failed instance can be stopped; x cannot be stopped: role says no',
    )
  })

  it('does not offer what a row has no sending item for', () => {
    const [offer] = bulkOffers([stop], [{ key: 'a', name: 'a', items: [] }])
    expect(offer.disabledReason).toBe('a cannot be stopped: its menu has no such action')
  })

  it('keeps the case of a reason that starts with an abbreviation', () => {
    const rows = [{ key: 'f', name: 'f', items: [item('stop', 'IP is attached')] }]
    expect(bulkOffers([stop], rows)[0].disabledReason).toBe('f cannot be stopped: IP is attached')
  })

  it('names rows in plain English', () => {
    expect(namesText(['a'])).toBe('a')
    expect(namesText(['a', 'b'])).toBe('a and b')
    expect(namesText(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
