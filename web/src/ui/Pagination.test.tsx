import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { Pagination } from './Pagination'

function setup(over: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const props = {
    pageSize: 50,
    pageSizeOptions: [10, 25, 50, 100],
    onPageSizeChange: vi.fn(),
    hasPrev: false,
    hasNext: true,
    onPrev: vi.fn(),
    onNext: vi.fn(),
    ...over,
  }
  render(<Pagination {...props} />)
  return { props, user: userEvent.setup() }
}

describe('Pagination', () => {
  it("shows 'rows per page' with the current size and changes it", async () => {
    const { props, user } = setup()
    const trigger = screen.getByRole('button', { name: /rows per page/ })
    expect(trigger.textContent).toContain('50')
    await user.click(trigger)
    const listbox = await screen.findByRole('listbox')
    await user.click(within(listbox).getByRole('option', { name: '25' }))
    expect(props.onPageSizeChange).toHaveBeenCalledWith(25)
  })

  it('previous is unavailable on the first page; next moves on', async () => {
    const { props, user } = setup()
    const prev = screen.getByRole('button', { name: /Previous/ })
    expect(prev.getAttribute('aria-disabled')).toBe('true')
    await user.click(prev)
    expect(props.onPrev).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(props.onNext).toHaveBeenCalledTimes(1)
  })

  it('next is unavailable on the last page', async () => {
    const { props, user } = setup({ hasPrev: true, hasNext: false, itemCountLabel: '51–60' })
    expect(screen.getByText('51–60')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(props.onNext).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: /Previous/ }))
    expect(props.onPrev).toHaveBeenCalledTimes(1)
  })
})
