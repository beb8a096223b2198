import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import './happy-dom-fixes'
import { DeferredNumberField, NumberField } from './NumberField'
import NumberFieldControl from './NumberFieldControl'

const shown = () => screen.getByText(/./, { selector: 'output' }).textContent

function Size({ loaded }: { loaded: boolean }) {
  const [value, setValue] = useState(10)
  return (
    <>
      <DeferredNumberField
        label="Size"
        unit="GiB"
        value={value}
        onChange={setValue}
        minValue={1}
        maxValue={1023}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        Control={loaded ? NumberFieldControl : undefined}
      />
      <button type="button">elsewhere</button>
      <output>{Number.isNaN(value) ? 'empty' : value}</output>
    </>
  )
}

describe('NumberField before its code has loaded', () => {
  it('takes digits only, gives the number as it is typed, and keeps it within bounds when left', async () => {
    const user = userEvent.setup()
    render(<Size loaded={false} />)
    const input = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement
    expect(input.value).toBe('10')
    await user.clear(input)
    expect(shown()).toBe('empty')
    await user.keyboard('2x.5')
    // no letters, and no fractions in a whole-number field
    expect(input.value).toBe('25')
    expect(shown()).toBe('25')
    await user.clear(input)
    await user.keyboard('5000')
    await user.click(screen.getByText('elsewhere', { selector: 'button' }))
    expect(shown()).toBe('1023')
    expect(input.value).toBe('1023')
  })

  it('hands the number and the focus to the loaded field', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Size loaded={false} />)
    const standIn = screen.getByRole('textbox', { name: 'Size' })
    await user.tripleClick(standIn)
    await user.keyboard('64')
    rerender(<Size loaded />)
    const loaded = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement
    expect(loaded).not.toBe(standIn)
    // in the same commit as the swap: a key pressed right after lands in the loaded field
    expect(document.activeElement).toBe(loaded)
    expect(loaded.value).toBe('64')
    // the loaded field steps with the arrow keys
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(shown()).toBe('65'))
  })
})

function Quota({ loaded, autoFocus }: { loaded: boolean; autoFocus?: boolean }) {
  const [value, setValue] = useState(Number.NaN)
  return (
    <>
      <DeferredNumberField
        label="Storage"
        unit="TiB"
        value={value}
        onChange={setValue}
        minValue={0}
        autoFocus={autoFocus}
        Control={loaded ? NumberFieldControl : undefined}
      />
      <button type="button">elsewhere</button>
      <output>{Number.isNaN(value) ? 'empty' : value}</output>
    </>
  )
}

describe('NumberField taking over a selection', () => {
  it('keeps what was selected in the stand-in, so the next key replaces it', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Size loaded={false} />)
    const standIn = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement
    await user.click(standIn)
    standIn.select()
    rerender(<Size loaded />)
    const loaded = screen.getByRole('textbox', { name: 'Size' }) as HTMLInputElement
    expect(document.activeElement).toBe(loaded)
    expect([loaded.selectionStart, loaded.selectionEnd]).toEqual([0, 2])
    await user.keyboard('7')
    expect(loaded.value).toBe('7')
    await user.click(screen.getByText('elsewhere', { selector: 'button' }))
    await waitFor(() => expect(shown()).toBe('7'))
  })
})

describe('NumberField before its code has loaded, with decimals', () => {
  it('takes no more decimals than the field shows', async () => {
    const user = userEvent.setup()
    render(<Quota loaded={false} />)
    const input = screen.getByRole('textbox', { name: 'Storage' }) as HTMLInputElement
    await user.click(input)
    await user.keyboard('1.239')
    expect(input.value).toBe('1.23')
    expect(shown()).toBe('1.23')
  })

  it('hands over text typed halfway through a number, and the number goes on from it', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Quota loaded={false} />)
    await user.click(screen.getByRole('textbox', { name: 'Storage' }))
    await user.keyboard('1.')
    rerender(<Quota loaded />)
    const loaded = screen.getByRole('textbox', { name: 'Storage' }) as HTMLInputElement
    expect(document.activeElement).toBe(loaded)
    expect(loaded.value).toBe('1.')
    await user.keyboard('5')
    await user.click(screen.getByText('elsewhere', { selector: 'button' }))
    await waitFor(() => expect(shown()).toBe('1.5'))
  })

  it('does not take the focus back for its autoFocus once the user has moved on', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<Quota loaded={false} autoFocus />)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Storage' }))
    await user.tab()
    const elsewhere = screen.getByText('elsewhere', { selector: 'button' })
    expect(document.activeElement).toBe(elsewhere)
    // (the swap's effects, React Aria's autoFocus among them, have run when rerender returns)
    rerender(<Quota loaded autoFocus />)
    expect(document.activeElement).toBe(elsewhere)
  })
})

describe('NumberField', () => {
  it('is the loaded field at once once its code is at hand', async () => {
    const user = userEvent.setup()
    function Count() {
      const [value, setValue] = useState(1)
      return (
        <>
          <NumberField label="Count" value={value} onChange={setValue} minValue={1} maxValue={3} />
          <output>{value}</output>
        </>
      )
    }
    render(<Count />)
    await user.click(screen.getByRole('textbox', { name: 'Count' }))
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    await waitFor(() => expect(shown()).toBe('3'))
  })
})
