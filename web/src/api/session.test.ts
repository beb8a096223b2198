import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleUnauthorized, keepScreenOnSessionLoss, setFallbackSilo, setSessionNavigator } from './session'

describe('a 401', () => {
  const navigate = vi.fn()
  let whereTo = '/projects-new?x=1'

  beforeEach(() => {
    navigate.mockClear()
    whereTo = '/projects-new?x=1'
    setFallbackSilo('engineering')
    setSessionNavigator(navigate, () => whereTo)
  })
  afterEach(() => setFallbackSilo(null))

  it('sends the user to the login page with the place to come back to', () => {
    handleUnauthorized()
    expect(navigate).toHaveBeenCalledWith('/login/engineering/local?redirect_uri=%2Fprojects-new%3Fx%3D1', {
      replace: true,
    })
  })

  it('leaves a screen with unsaved input where it is and lets the newest such screen ask to sign in', () => {
    const first = vi.fn()
    const second = vi.fn()
    const releaseFirst = keepScreenOnSessionLoss(first)
    const releaseSecond = keepScreenOnSessionLoss(second)
    handleUnauthorized()
    expect(second).toHaveBeenCalledOnce()
    expect(first).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()

    releaseSecond()
    handleUnauthorized()
    expect(first).toHaveBeenCalledOnce()
    releaseFirst()
    handleUnauthorized()
    expect(navigate).toHaveBeenCalledOnce()
  })

  it('does nothing more while the console is already on its way to the login page', () => {
    whereTo = '/login/engineering/local?redirect_uri=%2Fprojects'
    handleUnauthorized()
    expect(navigate).not.toHaveBeenCalled()
  })
})
