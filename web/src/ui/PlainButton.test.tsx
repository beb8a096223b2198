import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PlainButton } from './PlainButton'

describe('the plain button', () => {
  it('says why it is disabled, stays focusable, and neither clicks nor submits', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <PlainButton type="submit" onClick={onClick} disabledReason="Enter all 8 letters of the code">
          Log in on device
        </PlainButton>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Log in on device' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { description: 'Enter all 8 letters of the code' })).toBe(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('gives an enabled button a hint that describes it, and Escape hides the hint until focus leaves', () => {
    const onClick = vi.fn()
    render(
      <PlainButton aria-label="Why ada is an admin" tooltip="Admin through the group sre" onClick={onClick}>
        i
      </PlainButton>,
    )
    const button = screen.getByRole('button', { name: 'Why ada is an admin' })
    expect(screen.getByRole('button', { description: 'Admin through the group sre' })).toBe(button)
    expect(button.getAttribute('aria-disabled')).toBeNull()
    const hint = screen.getByRole('tooltip').parentElement
    button.focus()
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(hint?.hasAttribute('data-dismissed')).toBe(true)
    fireEvent.blur(button)
    expect(hint?.hasAttribute('data-dismissed')).toBe(false)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('hides a hint the pointer shows when Escape is pressed, wherever focus is, and lets the next Escape through', () => {
    const outside = vi.fn()
    render(
      <>
        <input aria-label="Elsewhere" />
        <PlainButton disabledReason="Every silo is linked to this pool already">Link silo</PlainButton>
      </>,
    )
    const escapes = (event: KeyboardEvent) => {
      if (event.key === 'Escape') outside()
    }
    document.addEventListener('keydown', escapes)
    try {
      const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' })
      elsewhere.focus()
      const hint = screen.getByRole('tooltip').parentElement as HTMLElement
      fireEvent.pointerEnter(hint)
      fireEvent.keyDown(elsewhere, { key: 'Escape' })
      expect(hint.hasAttribute('data-dismissed')).toBe(true)
      // the dialog or sheet around would have closed: only the hint did
      expect(outside).not.toHaveBeenCalled()
      fireEvent.keyDown(elsewhere, { key: 'Escape' })
      expect(outside).toHaveBeenCalledTimes(1)
      // shown again once the pointer comes back
      fireEvent.pointerLeave(hint)
      expect(hint.hasAttribute('data-dismissed')).toBe(false)
    } finally {
      document.removeEventListener('keydown', escapes)
    }
  })

  it('keeps focus when its action brings a disabled reason, and when the reason goes', () => {
    const { rerender } = render(<PlainButton onClick={() => {}}>Reconnect</PlainButton>)
    const button = screen.getByRole('button', { name: 'Reconnect' })
    button.focus()
    rerender(<PlainButton disabledReason="The console is connecting">Reconnect</PlainButton>)
    expect(document.activeElement).toBe(button)
    expect(screen.getByRole('button', { description: 'The console is connecting' })).toBe(button)
    rerender(<PlainButton onClick={() => {}}>Reconnect</PlainButton>)
    expect(document.activeElement).toBe(button)
  })

  it('says whether a toggle is on', () => {
    render(
      <>
        <PlainButton aria-pressed>Resume output</PlainButton>
        <PlainButton aria-pressed={false}>Wrap lines</PlainButton>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Resume output', pressed: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Wrap lines', pressed: false })).toBeTruthy()
  })

  it('shows progress and ignores clicks while loading', () => {
    const onClick = vi.fn()
    render(
      <PlainButton onClick={onClick} loading>
        Sign in
      </PlainButton>,
    )
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }))
    expect(onClick).not.toHaveBeenCalled()
  })
})
