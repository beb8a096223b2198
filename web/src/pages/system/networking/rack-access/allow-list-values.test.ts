// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Sources } from './allow-list-change'
import {
  type AllowListValues,
  allowListErrors,
  allowListValues,
  CONFIRM_MESSAGE,
  EMPTY_LIST_MESSAGE,
  nextSources,
  PENDING_ENTRY_MESSAGE,
} from './allow-list-values'

const any: Sources = { allow: 'any' }
const values = (fields: Partial<AllowListValues>): AllowListValues => ({
  allow: 'list',
  entries: [],
  entryDraft: '',
  confirmation: '',
  ...fields,
})

describe('the allow-list form', () => {
  it('starts from the list there is, its single addresses written alone', () => {
    expect(allowListValues(any)).toEqual(values({ allow: 'any' }))
    expect(allowListValues({ allow: 'list', ips: ['203.0.113.7/32', '10.0.0.0/8'] }).entries).toEqual([
      '203.0.113.7',
      '10.0.0.0/8',
    ])
  })

  it('sends its entries as networks', () => {
    expect(nextSources(values({ entries: ['203.0.113.7', '10.0.0.0/8'] }))).toEqual({
      allow: 'list',
      ips: ['203.0.113.7/32', '10.0.0.0/8'],
    })
    expect(nextSources(values({ allow: 'any', entries: ['10.0.0.0/8'] }))).toEqual(any)
  })

  it('stops a list without entries, and an entry typed but not added', () => {
    expect(allowListErrors(values({}), any).entries).toBe(EMPTY_LIST_MESSAGE)
    const pending = allowListErrors(values({ entries: ['10.0.0.0/8'], entryDraft: '203.0.113.7' }), any)
    expect(pending.entryDraft).toBe(PENDING_ENTRY_MESSAGE)
    const wrong = allowListErrors(values({ entries: ['10.0.0.0/8'], entryDraft: '203.0.113' }), any)
    expect(wrong.entryDraft).toBe('Not a valid IP address')
  })

  it('asks for the word before a change that narrows the list, and not before one that widens it', () => {
    const narrowing = values({ entries: ['10.0.0.0/8'] })
    expect(allowListErrors(narrowing, any).confirmation).toBe(CONFIRM_MESSAGE)
    expect(allowListErrors({ ...narrowing, confirmation: 'narrow' }, any)).toEqual({})
    const current: Sources = { allow: 'list', ips: ['10.1.0.0/16'] }
    expect(allowListErrors(values({ entries: ['10.0.0.0/8'] }), current)).toEqual({})
    expect(allowListErrors(values({ allow: 'any' }), current)).toEqual({})
  })
})
