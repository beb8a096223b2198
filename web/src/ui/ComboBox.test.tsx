import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { ComboBox } from './ComboBox'
import type { SelectItem } from './ListOption'
import { SideModal } from './SideModal'

const instances: SelectItem[] = [
  { value: 'web-1', label: 'web-1' },
  { value: 'web-2', label: 'web-2' },
  { value: 'db-1', label: 'db-1' },
]

function Controlled({
  allowsCustomValue = false,
  onChange,
}: {
  allowsCustomValue?: boolean
  onChange: (v: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(allowsCustomValue ? '' : null)
  return (
    <>
      <ComboBox
        label="Instance"
        items={instances}
        value={value}
        allowsCustomValue={allowsCustomValue}
        onChange={(v) => {
          setValue(v)
          onChange(v)
        }}
      />
      <button type="button">elsewhere</button>
      <output>{value || 'none'}</output>
    </>
  )
}

// read whatever is open: an open list hides the rest of the page from assistive tech
const shown = () => screen.getByText(/./, { selector: 'output' }).textContent
const elsewhere = () => screen.getByText('elsewhere', { selector: 'button' })

describe('ComboBox with custom values', () => {
  it('keeps text that matches no suggestion when the field is left', async () => {
    const user = userEvent.setup()
    render(<Controlled allowsCustomValue onChange={vi.fn()} />)
    const input = screen.getByRole('combobox', { name: 'Instance' })
    await user.click(input)
    await user.keyboard('not-yet-created')
    // nothing to suggest: the list closes, so Enter and Escape act on the text
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await user.click(elsewhere())
    expect((input as HTMLInputElement).value).toBe('not-yet-created')
    expect(shown()).toBe('not-yet-created')
  })

  it('suggests matching names and puts the chosen one in the input, by keyboard', async () => {
    const user = userEvent.setup()
    render(<Controlled allowsCustomValue onChange={vi.fn()} />)
    await user.tab()
    await user.keyboard('web')
    const listbox = await screen.findByRole('listbox')
    expect(listbox.textContent).not.toContain('db-1')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(shown()).toBe('web-2'))
    expect((screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement).value).toBe('web-2')
    // typing on from a suggestion makes a new value, kept as typed
    await user.keyboard('0')
    await user.tab()
    expect(shown()).toBe('web-20')
  })

  it('empties with its value', async () => {
    const user = userEvent.setup()
    render(<Controlled allowsCustomValue onChange={vi.fn()} />)
    const input = screen.getByRole('combobox', { name: 'Instance' })
    await user.type(input, 'db')
    await user.clear(input)
    expect(shown()).toBe('none')
  })
})

describe('ComboBox without custom values', () => {
  it('gives the chosen value and reverts text that matches nothing', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Controlled onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    await user.click(input)
    await user.click(await screen.findByRole('option', { name: 'db-1' }))
    expect(onChange).toHaveBeenLastCalledWith('db-1')
    await user.click(input)
    await user.keyboard('-nothing-like-it')
    await user.click(elsewhere())
    expect(input.value).toBe('db-1')
    expect(shown()).toBe('db-1')
  })
})

describe('ComboBox in a dialog', () => {
  it('closes its list on Escape without closing the dialog; the next Escape closes the dialog', async () => {
    const onOpenChange = vi.fn()
    const user = userEvent.setup()
    render(
      <SideModal isOpen title="Add target" onOpenChange={onOpenChange}>
        <Controlled allowsCustomValue onChange={vi.fn()} />
      </SideModal>,
    )
    await user.click(screen.getByRole('combobox', { name: 'Instance' }))
    await user.keyboard('web')
    await screen.findByRole('listbox')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(shown()).toBe('web')
    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

describe('a picker whose options change while it is on screen', () => {
  it('keeps working when the options are reordered or one is removed', async () => {
    const user = userEvent.setup()
    const { rerender } = render(
      <ComboBox label="Instance" items={instances} value={null} onChange={() => {}} />,
    )
    await user.click(screen.getByRole('combobox', { name: 'Instance' }))
    await screen.findByRole('option', { name: 'db-1' })
    // a background refresh answers the list in another order, without one of the rows
    rerender(
      <ComboBox label="Instance" items={[instances[2], instances[0]]} value={null} onChange={() => {}} />,
    )
    await waitFor(() => expect(screen.queryByRole('option', { name: 'web-2' })).toBeNull())
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['db-1', 'web-1'])
  })
})
