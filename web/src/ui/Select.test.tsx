import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { ComboBox } from './ComboBox'
import { Select, type SelectItem } from './Select'

const pools: SelectItem[] = [
  { value: 'pool-a', label: 'pool-a', description: 'Lab addresses' },
  { value: 'default', label: 'default', isDefault: true },
  { value: 'pool-b', label: 'pool-b' },
]

function ControlledSelect({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <Select
      label="IP pool"
      items={pools}
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('Select', () => {
  it('marks the default option with a badge and picks with the keyboard', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<ControlledSelect onChange={onChange} />)
    const trigger = screen.getByRole('button', { name: /IP pool/ })
    expect(trigger.textContent).toContain('Select an option')

    await user.tab()
    await user.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox')
    const def = within(listbox).getByRole('option', { name: /default/ })
    expect(within(def).getByText('default', { selector: '[data-color]' })).toBeTruthy()
    expect(within(listbox).getByText('Lab addresses')).toBeTruthy()

    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('default')
    expect(screen.queryByRole('listbox')).toBeNull()
    // the trigger the list's code brought along, in the place of the one that loaded it
    expect(screen.getByRole('button', { name: /IP pool/ }).textContent).toContain('default')
  })

  it('announces an error only when one is passed', () => {
    const { rerender } = render(<Select label="IP pool" items={pools} value={null} onChange={() => {}} />)
    expect(screen.queryByText('IP pool is required')).toBeNull()
    rerender(
      <Select
        label="IP pool"
        items={pools}
        value={null}
        onChange={() => {}}
        errorMessage="IP pool is required"
      />,
    )
    const trigger = screen.getByRole('button', { name: /IP pool/ })
    const ids = trigger.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('IP pool is required')
  })
})

function ControlledCombo({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null)
  return (
    <ComboBox
      label="Image"
      items={[
        { value: 'img-1', label: 'debian-12' },
        { value: 'img-2', label: 'ubuntu-24.04' },
        { value: 'img-3', label: 'ubuntu-22.04' },
      ]}
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('ComboBox', () => {
  it('filters as you type and chooses with the keyboard', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<ControlledCombo onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.click(input)
    await user.keyboard('ubu')
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ubuntu-24.04', 'ubuntu-22.04'])
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('img-3')
    expect((input as HTMLInputElement).value).toBe('ubuntu-22.04')
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    render(<ControlledCombo onChange={() => {}} />)
    await user.click(screen.getByRole('combobox', { name: 'Image' }))
    await user.keyboard('zzz')
    expect(await screen.findByText('No items match')).toBeTruthy()
  })
})
