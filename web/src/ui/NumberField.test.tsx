import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import './happy-dom-fixes'
import { NumberField } from './NumberField'

const shown = () => screen.getByText(/./, { selector: 'output' }).textContent

function Count({ decimals = 0 }: { decimals?: number }) {
  const [value, setValue] = useState(1)
  return (
    <>
      <NumberField
        label="Count"
        unit="GiB"
        value={value}
        onChange={setValue}
        minValue={1}
        maxValue={3}
        formatOptions={{ useGrouping: false, maximumFractionDigits: decimals }}
      />
      <button type="button">elsewhere</button>
      <output>{Number.isNaN(value) ? 'empty' : value}</output>
    </>
  )
}

describe('NumberField', () => {
  it('steps with the arrow keys, within its bounds', async () => {
    const user = userEvent.setup()
    render(<Count />)
    await user.click(screen.getByRole('textbox', { name: 'Count' }))
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}')
    await waitFor(() => expect(shown()).toBe('3'))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(shown()).toBe('2'))
  })

  it('takes a typed number once the field is left, and empty as no number', async () => {
    const user = userEvent.setup()
    render(<Count decimals={1} />)
    const input = screen.getByRole('textbox', { name: 'Count' })
    await user.clear(input)
    await user.type(input, '2.5')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    await waitFor(() => expect(shown()).toBe('2.5'))
    await user.clear(input)
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    await waitFor(() => expect(shown()).toBe('empty'))
  })

  it('keeps a typed number outside its bounds as typed, for the form to refuse', async () => {
    const user = userEvent.setup()
    render(<Count />)
    const input = screen.getByRole('textbox', { name: 'Count' }) as HTMLInputElement
    await user.clear(input)
    await user.type(input, '5')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    await waitFor(() => expect(shown()).toBe('5'))
    expect(input.value).toBe('5')
    await user.clear(input)
    await user.type(input, '0')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    await waitFor(() => expect(shown()).toBe('0'))
    expect(input.value).toBe('0')
  })

  it('steps back within its bounds from a typed number outside them', async () => {
    const user = userEvent.setup()
    render(<Count />)
    const input = screen.getByRole('textbox', { name: 'Count' })
    await user.clear(input)
    await user.type(input, '9')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    await waitFor(() => expect(shown()).toBe('9'))
    await user.click(input)
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(shown()).toBe('3'))
  })

  it('names its unit beside the number', () => {
    render(<Count />)
    expect(screen.getByText('GiB')).toBeTruthy()
  })
})
