import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PlainButton } from './PlainButton'
import { PlainTextField } from './PlainTextField'

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

describe('the plain text field', () => {
  it('is named by its label and marked invalid with its error as description', () => {
    render(
      <PlainTextField label="Username" value="" onChange={() => {}} errorMessage="Username is required" />,
    )
    const input = screen.getByRole('textbox', { name: 'Username' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { description: 'Username is required' })).toBe(input)
  })
})
