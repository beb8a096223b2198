import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton'

// user-event stalls under fake timers in happy-dom, so presses go through fireEvent (RAC treats the
// click like a real one). Only timeouts are faked: that is all the confirmation uses.

function mockClipboard(writeText: (v: string) => Promise<void>) {
  const fn = vi.fn(writeText)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn }, configurable: true })
  return fn
}

async function press(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el)
  })
}

describe('CopyButton', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it("copies the value, confirms with 'Copied' for 2 s, then reverts", async () => {
    const writeText = mockClipboard(async () => {})
    render(<CopyButton value="0f3e-instance-id" label="Copy instance ID" />)

    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    await press(screen.getByRole('button', { name: 'Copy instance ID' }))

    expect(writeText).toHaveBeenCalledWith('0f3e-instance-id')
    expect(status.textContent).toBe('Copied')
    expect(document.querySelector('[data-icon="Check"]')).not.toBeNull()

    await act(() => vi.advanceTimersByTimeAsync(1900))
    expect(status.textContent).toBe('Copied')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(status.textContent).toBe('')
    expect(document.querySelector('[data-icon="Copy"]')).not.toBeNull()
  })

  it('a second copy restarts the 2 s', async () => {
    mockClipboard(async () => {})
    render(<CopyButton value="x" />)
    const button = screen.getByRole('button', { name: 'Copy to clipboard' })
    await press(button)
    await act(() => vi.advanceTimersByTimeAsync(1500))
    await press(button)
    await act(() => vi.advanceTimersByTimeAsync(1500))
    expect(screen.getByRole('status').textContent).toBe('Copied')
    await act(() => vi.advanceTimersByTimeAsync(500))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('claims nothing when the clipboard refuses', async () => {
    mockClipboard(async () => {
      throw new Error('denied')
    })
    render(<CopyButton value="x" />)
    await press(screen.getByRole('button', { name: 'Copy to clipboard' }))
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
