import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

/** The text assistive tech reads as the element's description. */
function description(el: Element) {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}

describe('Button', () => {
  it('calls onPress when enabled', async () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Create</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('a disabled button stays focusable, exposes its reason, and ignores presses', async () => {
    const user = userEvent.setup()
    const onPress = vi.fn()
    render(
      <Button onPress={onPress} disabledReason="Only stopped instances can be deleted">
        Delete
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(description(button)).toBe('Only stopped instances can be deleted')

    await user.tab()
    expect(document.activeElement).toBe(button)
    // Focus shows the reason visually as a tooltip too.
    expect((await screen.findByRole('tooltip')).textContent).toBe('Only stopped instances can be deleted')
    expect(description(button)).toContain('Only stopped instances can be deleted')

    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    await user.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })

  it('a disabled submit button does not submit its form', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault())
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" disabledReason="Fill in a name first">
          Save
        </Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('loading shows a spinner and blocks presses', async () => {
    const onPress = vi.fn()
    const { rerender } = render(
      <Button onPress={onPress} loading>
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Save/ })
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()

    rerender(<Button onPress={onPress}>Save</Button>)
    expect(screen.queryByRole('progressbar')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it('rejects a bare isDisabled at compile time', () => {
    // @ts-expect-error a reason is required to disable a button
    const el = <Button isDisabled>Nope</Button>
    expect(el).toBeTruthy()
  })
})
