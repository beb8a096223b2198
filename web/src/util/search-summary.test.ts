import { describe, expect, it } from 'vitest'
import { pickerSummary, searchSummary } from './search-summary'

const instances = { one: 'instance', many: 'instances' }

describe('searchSummary', () => {
  it('says how far a search under way has looked, with no total the API does not give', () => {
    expect(searchSummary({ searched: 2000, matches: 12, complete: false, searching: true }, instances)).toBe(
      'Searched 2,000 of the instances: 12 match. Searching…',
    )
    expect(searchSummary({ searched: 0, matches: 0, complete: false, searching: true }, instances)).toBe(
      'Searching the instances…',
    )
  })

  it('says "all" only once the last page has been read', () => {
    expect(searchSummary({ searched: 9800, matches: 12, complete: true, searching: false }, instances)).toBe(
      'Searched all 9,800 instances: 12 match.',
    )
    expect(searchSummary({ searched: 1, matches: 1, complete: true, searching: false }, instances)).toBe(
      'Searched the only instance: 1 matches.',
    )
    expect(searchSummary({ searched: 0, matches: 0, complete: true, searching: false }, instances)).toBe(
      'There are no instances.',
    )
  })

  it('offers to search further when it stopped before the end', () => {
    expect(searchSummary({ searched: 10000, matches: 0, complete: false, searching: false }, instances)).toBe(
      'Searched the first 10,000 instances: none match. Search further to look at the rest.',
    )
  })
})

describe('pickerSummary', () => {
  const images = { one: 'image', many: 'images' }
  const state = { searched: 0, matches: 0, complete: false, searching: false }

  it('says a long picker shows the first page until the user types', () => {
    expect(pickerSummary({ ...state, typed: false }, 1000, images)).toBe(
      'Showing the first 1,000 images; type to search them all.',
    )
  })

  it('says how far the search for the typed text has looked, and when it stopped short', () => {
    expect(
      pickerSummary({ ...state, typed: true, searching: true, searched: 3000, matches: 4 }, 1000, images),
    ).toBe('Searched 3,000 of the images: 4 match. Searching…')
    expect(pickerSummary({ ...state, typed: true, searched: 10000, matches: 40 }, 1000, images)).toBe(
      'Showing matches from the first 10,000; keep typing to narrow.',
    )
    expect(
      pickerSummary({ ...state, typed: true, complete: true, searched: 4200, matches: 2 }, 1000, images),
    ).toBe('Searched all 4,200 images: 2 match.')
  })
})
