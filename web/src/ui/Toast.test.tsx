import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toast, ToastRegion } from './Toast'

describe('Toast', () => {
  it('announces politely inside the region, errors as alerts, and can be dismissed', async () => {
    const onClose = vi.fn()
    render(
      <ToastRegion>
        <Toast title="Instance created" content="db-1 is starting" onClose={() => {}} />
        <Toast variant="error" title="Could not delete disk" content="Disk is attached" onClose={onClose} />
      </ToastRegion>,
    )
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.querySelector('[aria-live="polite"]')?.textContent).toContain('Instance created')
    const alert = within(region).getByRole('alert')
    expect(alert.textContent).toContain('Could not delete disk')
    expect(alert.textContent).toContain('Disk is attached')

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss notification' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
