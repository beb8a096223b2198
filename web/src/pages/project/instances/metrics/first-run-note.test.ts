// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { durationWords, firstRunNote } from './first-run-note'

const MIN = 60_000
const now = Date.parse('2025-10-08T14:00:00Z')
const lastHour = { start: now - 60 * MIN, end: now }

describe('the note over the charts of an instance that started within the range', () => {
  it('says since when there is data, in plain words', () => {
    expect(firstRunNote('web-x', now - 4 * MIN - 20_000, lastHour, now)).toBe(
      'Data from when web-x started, 4 minutes ago. The charts are empty before then.',
    )
    expect(firstRunNote('web-x', now - 30_000, lastHour, now)).toBe(
      'Data from when web-x started, less than a minute ago. The charts are empty before then.',
    )
  })

  it('is not there for an instance that ran before the range began, or never ran', () => {
    expect(firstRunNote('web-x', now - 61 * MIN, lastHour, now)).toBeNull()
    expect(firstRunNote('web-x', null, lastHour, now)).toBeNull()
  })

  it('counts whole units', () => {
    expect(durationWords(MIN)).toBe('1 minute')
    expect(durationWords(119 * MIN)).toBe('1 hour')
    expect(durationWords(2 * 24 * 60 * MIN + 5)).toBe('2 days')
  })
})
