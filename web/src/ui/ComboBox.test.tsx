import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import './happy-dom-fixes'
import { ComboBox, DeferredComboBox } from './ComboBox'
import ComboBoxPicker from './ComboBoxPicker'
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

describe('ComboBox before its list has loaded', () => {
  function Deferred({
    loaded,
    allowsCustomValue = false,
    autoFocus,
    errorMessage,
  }: {
    loaded: boolean
    allowsCustomValue?: boolean
    autoFocus?: boolean
    errorMessage?: string
  }) {
    const [value, setValue] = useState<string | null>(allowsCustomValue ? '' : 'db-1')
    return (
      <>
        <DeferredComboBox
          label="Instance"
          items={instances}
          value={value}
          allowsCustomValue={allowsCustomValue}
          onChange={setValue}
          description="Where the disk goes"
          errorMessage={errorMessage}
          autoFocus={autoFocus}
          Picker={loaded ? ComboBoxPicker : undefined}
        />
        <button type="button">elsewhere</button>
        <output>{value || 'none'}</output>
      </>
    )
  }

  it('marks the stand-in invalid with its error, as the loaded field does', () => {
    render(<Deferred loaded={false} errorMessage="Choose an instance" />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' })
    expect(standIn.getAttribute('aria-invalid')).toBe('true')
    const notes = (standIn.getAttribute('aria-describedby') ?? '').split(' ')
    expect(notes.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Where the disk goes',
      'Choose an instance',
    ])
  })

  it('does not take the focus back for its autoFocus once the user has moved on', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Deferred loaded={false} autoFocus />)
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Instance' }))
    await user.tab()
    expect(document.activeElement).toBe(elsewhere())
    // (the swap's effects, React Aria's autoFocus among them, have run when rerender returns)
    rerender(<Deferred loaded autoFocus />)
    expect(document.activeElement).toBe(elsewhere())
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('takes typed text at once, and the loaded field keeps it and the focus', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Deferred loaded={false} allowsCustomValue />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' })
    const describedBy = standIn.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Where the disk goes')
    await user.click(standIn)
    await user.keyboard('web')
    expect(shown()).toBe('web')
    rerender(<Deferred loaded allowsCustomValue />)
    const loaded = screen.getByRole('combobox', { name: 'Instance' })
    expect(loaded).not.toBe(standIn)
    // in the same commit as the swap: a key pressed right after lands in the loaded field
    expect(document.activeElement).toBe(loaded)
    expect((loaded as HTMLInputElement).value).toBe('web')
    // its list opens on what was typed, and it works as a combobox from there
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox.textContent).not.toContain('db-1'))
    expect(listbox.textContent).toContain('web-1')
    await user.keyboard('-2')
    await waitFor(() => expect(screen.getByRole('listbox').textContent).not.toContain('web-1'))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(shown()).toBe('web-2'))
  })

  it('shows the chosen item, and carries text typed to filter into the loaded list', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Deferred loaded={false} />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    expect(standIn.value).toBe('db-1')
    await user.tripleClick(standIn)
    await user.keyboard('web')
    // typing alone chooses nothing
    expect(shown()).toBe('db-1')
    rerender(<Deferred loaded />)
    const loaded = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    // in the same commit as the swap: a key pressed right after lands in the loaded field
    expect(document.activeElement).toBe(loaded)
    expect(loaded.value).toBe('web')
    // the list opens on the typed text, not on every item
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox.textContent).not.toContain('db-1'))
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(shown()).toBe('web-1'))
    expect(loaded.value).toBe('web-1')
    // leaving it with text that matches nothing reverts the text to the choice
    await user.keyboard('zz')
    await user.tab()
    await waitFor(() => expect(loaded.value).toBe('web-1'))
    expect(shown()).toBe('web-1')
    // emptying the input clears the choice, as it does without a stand-in before
    await user.clear(loaded)
    await waitFor(() => expect(shown()).toBe('none'))
  })

  it("keeps a choice's text selected in the stand-in, so the next key replaces it", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Deferred loaded={false} />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    await user.tripleClick(standIn)
    expect([standIn.selectionStart, standIn.selectionEnd]).toEqual([0, 4])
    rerender(<Deferred loaded />)
    const loaded = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    expect(document.activeElement).toBe(loaded)
    expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([0, 4])
    await user.keyboard('web')
    expect(loaded.value).toBe('web')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox.textContent).not.toContain('db-1'))
  })

  it('keeps the selection in text typed into a custom value, once the loaded field shows it', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Deferred loaded={false} allowsCustomValue />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    await user.click(standIn)
    await user.keyboard('web-9')
    standIn.setSelectionRange(4, 5)
    rerender(<Deferred loaded allowsCustomValue />)
    const loaded = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    expect(document.activeElement).toBe(loaded)
    await waitFor(() => expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([4, 5]))
    await user.keyboard('2')
    await waitFor(() => expect(shown()).toBe('web-2'))
  })

  it('reverts text typed into a choice list when the field is left before the list loads', async () => {
    const user = userEvent.setup()
    render(<Deferred loaded={false} />)
    const standIn = screen.getByRole('combobox', { name: 'Instance' }) as HTMLInputElement
    await user.tripleClick(standIn)
    await user.keyboard('nothing')
    await user.tab()
    expect(standIn.value).toBe('db-1')
    expect(shown()).toBe('db-1')
  })
})
