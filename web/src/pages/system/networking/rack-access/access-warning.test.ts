// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accessWarning, CANNOT_SEE } from './access-warning'
import type { Sources } from './allow-list-change'

const list = (...ips: string[]): Sources => ({ allow: 'list', ips })
const seen = (...addresses: string[]) => addresses.map((address) => ({ address, lastSeen: new Date(0) }))

describe('the warning before an allow-list is saved', () => {
  it('has nothing to say of a list that lets in every address', () => {
    expect(accessWarning({ allow: 'any' }, seen('10.40.2.17'))).toBeNull()
  })

  it('says in words when an address the user was recorded coming from is not let in', () => {
    const warning = accessWarning(list('192.168.0.0/16'), seen('10.40.2.17'))
    expect(warning?.tone).toBe('danger')
    expect(warning?.sentences).toEqual([
      'The API recorded your recent requests coming from 10.40.2.17, which the new list does not let in. If this browser reaches the API from there, it will lose access when the list is saved.',
      CANNOT_SEE,
    ])
    const two = accessWarning(list('10.40.2.0/24'), seen('192.0.2.1', '10.40.2.17', '198.51.100.9'))
    expect(two?.sentences[0]).toBe(
      'The API recorded your recent requests coming from 192.0.2.1 and 198.51.100.9, which the new list does not let in. If this browser reaches the API from one of these addresses, it will lose access when the list is saved.',
    )
  })

  it('says only "may" when every recorded address is let in, as this browser may come from another', () => {
    const warning = accessWarning(list('10.40.0.0/16'), seen('10.40.2.17', '10.40.9.1'))
    expect(warning?.tone).toBe('caution')
    expect(warning?.sentences[0]).toBe(
      'The API recorded your recent requests coming from 10.40.2.17 and 10.40.9.1, which the new list lets in.',
    )
    expect(warning?.sentences[1]).toContain('this browser may lose access to the API, and to this console')
  })

  it('says what it could not compare with when nothing is on record or the record could not be read', () => {
    expect(accessWarning(list('10.0.0.0/8'), [])?.sentences).toEqual([
      'No request of yours in the last day is on record to compare the list with.',
      CANNOT_SEE,
    ])
    expect(accessWarning(list('10.0.0.0/8'), 'unknown')?.sentences[0]).toBe(
      'The console could not read where your recent requests came from.',
    )
  })
})
