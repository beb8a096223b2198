import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { SideModal } from './SideModal'

function DialogHarness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete project</Button>
      <Dialog
        title="Confirm delete"
        width="narrow"
        isOpen={open}
        onOpenChange={setOpen}
        footer={<Button onPress={() => setOpen(false)}>Confirm</Button>}
      >
        Are you sure?
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal that traps focus, closes on Escape and restores focus', async () => {
    const user = userEvent.setup()
    render(<DialogHarness />)
    const trigger = screen.getByRole('button', { name: 'Delete project' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete' })
    expect(dialog.textContent).toContain('Are you sure?')
    expect(dialog.contains(document.activeElement)).toBe(true)

    // Tabbing cycles inside the dialog.
    for (let i = 0; i < 4; i++) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    // in the frame after the dialog closes
    await waitFor(() => expect(document.activeElement).toBe(trigger))
  })

  it('closes from its close button', async () => {
    const user = userEvent.setup()
    render(<DialogHarness />)
    await user.click(screen.getByRole('button', { name: 'Delete project' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

function SideModalHarness({ allowClose }: { allowClose: () => boolean }) {
  const [open, setOpen] = useState(true)
  return (
    <SideModal
      title="Create instance"
      subtitle="in project my-project"
      isOpen={open}
      onOpenChange={setOpen}
      onBeforeClose={allowClose}
      footer={<Button>Create</Button>}
    >
      <input aria-label="Name" />
    </SideModal>
  )
}

describe('SideModal', () => {
  it('keeps itself open when onBeforeClose says no (Escape, close button, outside click)', async () => {
    const user = userEvent.setup()
    const allowClose = vi.fn(() => false)
    render(<SideModalHarness allowClose={allowClose} />)
    const sheet = screen.getByRole('dialog', { name: 'Create instance' })
    expect(sheet.textContent).toContain('in project my-project')

    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog')).toBeTruthy()
    // The backdrop is the overlay around the sheet.
    const backdrop = sheet.parentElement?.parentElement as HTMLElement
    await user.click(backdrop)
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(allowClose).toHaveBeenCalledTimes(3)
  })

  it('closes when onBeforeClose agrees', async () => {
    const user = userEvent.setup()
    render(<SideModalHarness allowClose={() => true} />)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('a disabled button in a dialog', () => {
  it('lets Escape through to the dialog once its tooltip is closed', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <Dialog
        title="Remove role"
        isOpen
        onOpenChange={onOpenChange}
        footer={<Button disabledReason="Tick the box first">Remove</Button>}
      />,
    )
    const remove = screen.getByRole('button', { name: 'Remove' })
    for (let i = 0; i < 3 && document.activeElement !== remove; i++) await user.tab()
    expect(document.activeElement).toBe(remove)
    expect(await screen.findByRole('tooltip')).toBeTruthy()
    // the first Escape closes the tooltip, the next reaches the dialog
    await user.keyboard('{Escape}')
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
