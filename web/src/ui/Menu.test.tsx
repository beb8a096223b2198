import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { ActionMenu } from './Menu'

function setup() {
  const onStop = vi.fn()
  const onDelete = vi.fn()
  render(
    <ActionMenu
      label="Row actions for db-1"
      items={[
        { key: 'stop', label: 'Stop', onAction: onStop },
        {
          key: 'delete',
          label: 'Delete',
          onAction: onDelete,
          danger: true,
          disabledReason: 'Only stopped instances can be deleted',
        },
      ]}
    />,
  )
  return { onStop, onDelete, user: userEvent.setup() }
}

describe('ActionMenu', () => {
  it('names the trigger and shows a disabled item with its reason, not actionable', async () => {
    const { user, onDelete } = setup()
    await user.click(screen.getByRole('button', { name: 'Row actions for db-1' }))
    const menu = await screen.findByRole('menu')
    const del = within(menu).getByRole('menuitem', { name: 'Delete' })
    expect(del.getAttribute('aria-disabled')).toBe('true')
    expect(del.textContent).toContain('Only stopped instances can be deleted')
    const describedBy = del.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Only stopped instances can be deleted')

    await user.click(del)
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('opens and activates with the keyboard', async () => {
    const { user, onStop, onDelete } = setup()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Row actions for db-1' }))
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const stop = within(menu).getByRole('menuitem', { name: 'Stop' })
    await waitFor(() => expect(document.activeElement).toBe(stop))
    // Arrow keys skip the disabled item, so it cannot be activated from the keyboard either.
    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Enter}')
    expect(onDelete).not.toHaveBeenCalled()
    expect(onStop).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Row actions for db-1' }))
    await screen.findByRole('menu')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    // the trigger the menu's code brought along, in the place of the one that loaded it, in the next frame
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Row actions for db-1' })),
    )
  })

  it('opens from the keyboard with an arrow key at the first or the last item', async () => {
    const { user } = setup()
    await user.tab()
    await user.keyboard('{ArrowUp}')
    const menu = await screen.findByRole('menu')
    // the last item is disabled, so the last one that can take focus is Stop
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Stop' })),
    )
  })

  it('asks for the code an enabled item opens as the menu opens, not for a disabled item', async () => {
    const startCode = vi.fn()
    const deleteCode = vi.fn()
    render(
      <ActionMenu
        label="Row actions for spare"
        items={[
          { key: 'start', label: 'Start', onAction: () => {}, preload: startCode },
          {
            key: 'delete',
            label: 'Delete',
            onAction: () => {},
            preload: deleteCode,
            disabledReason: 'Attached',
          },
        ]}
      />,
    )
    expect(startCode).not.toHaveBeenCalled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Row actions for spare' }))
    await screen.findByRole('menu')
    expect(startCode).toHaveBeenCalledTimes(1)
    expect(deleteCode).not.toHaveBeenCalled()
  })
})
