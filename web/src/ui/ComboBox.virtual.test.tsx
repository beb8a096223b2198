import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { ComboBox } from './ComboBox'
import type { SelectItem } from './ListOption'

const images: SelectItem[] = Array.from({ length: 1000 }, (_, n) => ({
  value: `id-${n}`,
  label: `image-${String(n).padStart(4, '0')}`,
}))

function Picker() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <>
      <ComboBox label="Image" items={images} value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  )
}

// the page has no layout here: the list's scroll view is given the size a browser would give it
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a long picker', () => {
  it('renders only the options in view, and still finds and chooses one far down by typing', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.click(screen.getByRole('combobox', { name: 'Image' }))
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0))
    expect(screen.getAllByRole('option').length).toBeLessThan(100)
    expect(listbox).toBeTruthy()

    await user.type(screen.getByRole('combobox', { name: 'Image' }), 'image-0876')
    const option = await screen.findByRole('option', { name: 'image-0876' })
    await user.click(option)
    expect(await screen.findByText('id-876')).toBeTruthy()
  })

  it('moves through the options with the arrow keys', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.click(input)
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    expect(await screen.findByText('id-2')).toBeTruthy()
  })
})
