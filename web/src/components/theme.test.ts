import { afterEach, describe, expect, it } from 'vitest'
import { chooseTheme, themeChoice } from './theme'

afterEach(() => chooseTheme('system'))

describe('the theme choice', () => {
  it('keeps a chosen theme and shows it', () => {
    chooseTheme('light')
    expect(themeChoice()).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it('follows the system again, forgetting the theme chosen before', () => {
    chooseTheme('dark')
    chooseTheme('system')
    expect(themeChoice()).toBe('system')
    expect(document.documentElement.dataset.theme).toBeUndefined()
  })
})
