import { describe, expect, it } from 'vitest'
import { selectAllLabel, selectedText, selectionHint } from './selection-words'

const noun = { one: 'instance', many: 'instances' }

describe('the words of a selection', () => {
  it('speaks of the page on screen for a list of pages', () => {
    expect(selectAllLabel('page', 10)).toBe('Select all on this page')
    expect(selectedText('page', 3, noun)).toBe('3 instances selected on this page')
    expect(selectionHint('page')).toContain('a selection is for the page on screen')
  })

  it('counts the matches of a name filter', () => {
    expect(selectAllLabel('matches', 1)).toBe('Select the only match')
    expect(selectAllLabel('matches', 1200)).toBe('Select all 1,200 matches')
    expect(selectedText('matches', 1, noun)).toBe('1 instance selected among the matches')
    expect(selectionHint('matches')).toContain('a selection is for the matches on screen')
  })
})
