import { describe, expect, it } from 'vitest'
import {
  applyFilters,
  filterOptions,
  filterSummary,
  filtersFromSearch,
  isFiltered,
  NO_FILTERS,
} from './audit-filters'
import { directory, INTERNAL, testEntry } from './audit-test-entries'

const forbidden = testEntry({
  operationId: 'silo_create',
  requestUri: '/v1/system/silos',
  result: {
    kind: 'error',
    httpStatusCode: 403,
    errorCode: 'Forbidden',
    errorMessage: 'Action not authorized',
  },
})
const builtin = testEntry({
  operationId: 'ip_pool_range_add',
  requestUri: '/v1/system/ip-pools/lab-pool/ranges/add',
  actor: { kind: 'user_builtin', userBuiltinId: INTERNAL },
  sourceIp: 'fd00:1122:3344:101::3',
})
const unknown = testEntry({ result: { kind: 'unknown' } })
const started = testEntry()
const all = [started, forbidden, builtin, unknown]

describe('the filters in the URL', () => {
  it('read each filter, and ignore a result kind that does not exist', () => {
    const f = filtersFromSearch(new URLSearchParams('actor=scim:x&op=silo_create&result=error&q=silos'))
    expect(f).toEqual({ actor: 'scim:x', operation: 'silo_create', result: 'error', text: 'silos' })
    expect(filtersFromSearch(new URLSearchParams('result=maybe'))).toEqual(NO_FILTERS)
    expect(isFiltered(NO_FILTERS)).toBe(false)
    expect(isFiltered({ ...NO_FILTERS, text: '  ' })).toBe(false)
  })
})

describe('filtering the loaded entries', () => {
  it('by result, operation and actor', () => {
    expect(applyFilters(all, { ...NO_FILTERS, result: 'error' }, directory)).toEqual([forbidden])
    expect(applyFilters(all, { ...NO_FILTERS, result: 'unknown' }, directory)).toEqual([unknown])
    expect(applyFilters(all, { ...NO_FILTERS, operation: 'instance_start' }, directory)).toEqual([
      started,
      unknown,
    ])
    expect(applyFilters(all, { ...NO_FILTERS, actor: `user_builtin:${INTERNAL}` }, directory)).toEqual([
      builtin,
    ])
  })

  it('by text over what the table and the sheet show, every word, any case', () => {
    const text = (t: string) => applyFilters(all, { ...NO_FILTERS, text: t }, directory)
    expect(text('FORBIDDEN')).toEqual([forbidden])
    expect(text('not authorized')).toEqual([forbidden])
    expect(text('internal-api')).toEqual([builtin])
    expect(text('fd00:1122')).toEqual([builtin])
    expect(text(started.requestId)).toEqual([started])
    expect(text('ada engineering silos')).toEqual([forbidden])
    expect(text('nothing-like-this')).toEqual([])
  })

  it('combine, and offer the actors and operations of the loaded entries', () => {
    expect(applyFilters(all, { ...NO_FILTERS, result: 'success', text: 'lab-pool' }, directory)).toEqual([
      builtin,
    ])
    const { actors, operations } = filterOptions(all, directory)
    expect(actors.map((a) => a.label)).toEqual(['Ada Lovelace (engineering)', 'internal-api (built-in)'])
    expect(operations.map((o) => o.value)).toEqual(['instance_start', 'ip_pool_range_add', 'silo_create'])
  })
})

describe('the sentence over the table', () => {
  // the summary writes the viewer's local time; these times are read back the same way
  const from = new Date(2026, 10, 27, 9, 0).getTime()
  const to = new Date(2026, 10, 27, 10, 0).getTime()

  it('says what is loaded, and that there is more', () => {
    const base = { shown: 400, loaded: 400, from, to, filtered: false }
    expect(filterSummary({ ...base, complete: false })).toBe(
      '400 entries loaded, from Nov 27, 2026, 09:00 to 10:00, newest first; load more for older entries.',
    )
    expect(filterSummary({ ...base, shown: 1, loaded: 1, complete: true })).toBe(
      '1 entry from Nov 27, 2026, 09:00 to 10:00, newest first.',
    )
  })

  it('says that the filters apply to what is loaded, and how to search further', () => {
    expect(filterSummary({ shown: 12, loaded: 1400, from, to, filtered: true, complete: false })).toBe(
      'Filtering the 1,400 entries loaded, from Nov 27, 2026, 09:00 to 10:00: 12 entries match. Load more to search further.',
    )
    expect(filterSummary({ shown: 1, loaded: 136, from, to, filtered: true, complete: true })).toBe(
      'Filtering all 136 entries from Nov 27, 2026, 09:00 to 10:00: 1 entry matches.',
    )
  })

  it('names both dates when the span crosses midnight', () => {
    const earlier = new Date(2026, 10, 26, 10, 0).getTime()
    expect(filterSummary({ shown: 3, loaded: 3, from: earlier, to, filtered: false, complete: true })).toBe(
      '3 entries from Nov 26, 2026, 10:00 to Nov 27, 2026, 10:00, newest first.',
    )
  })
})
