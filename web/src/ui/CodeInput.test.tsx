import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CodeInput } from './CodeInput'

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <CodeInput
      label="Device code"
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange?.(v)
      }}
    />
  )
}

function boxes() {
  const group = screen.getByRole('group', { name: 'Device code' })
  return within(group).getAllByRole('textbox') as HTMLInputElement[]
}

const shown = () =>
  boxes()
    .map((b) => b.value || '_')
    .join('')

describe('CodeInput', () => {
  it('renders 8 labelled boxes in a labelled group with a dash between the 4th and 5th', () => {
    render(<Harness />)
    const all = boxes()
    expect(all).toHaveLength(8)
    all.forEach((b, i) => {
      expect(b.getAttribute('aria-label')).toBe(`Character ${i + 1} of 8`)
    })
    const dashes = document.querySelectorAll('[data-dash]')
    expect(dashes).toHaveLength(1)
    expect(dashes[0].getAttribute('aria-hidden')).toBe('true')
    expect(dashes[0].previousElementSibling).toBe(all[3])
    expect(dashes[0].nextElementSibling).toBe(all[4])
  })

  it('typing fills boxes in uppercase and advances focus', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.click(boxes()[0])
    await user.keyboard('crab')
    expect(shown()).toBe('CRAB____')
    expect(document.activeElement).toBe(boxes()[4])
    await user.keyboard('rack')
    expect(shown()).toBe('CRABRACK')
    expect(onChange).toHaveBeenLastCalledWith('CRABRACK')
    // The last box keeps focus once the code is full.
    expect(document.activeElement).toBe(boxes()[7])
  })

  it('ignores anything that is not a letter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await user.click(boxes()[0])
    await user.keyboard('1-! x')
    expect(shown()).toBe('X_______')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(boxes()[1])
  })

  it('Backspace clears the box, and on an empty box goes back and clears the previous one', async () => {
    const user = userEvent.setup()
    render(<Harness initial="CRA" />)
    await user.click(boxes()[3])
    await user.keyboard('{Backspace}')
    expect(shown()).toBe('CR______')
    expect(document.activeElement).toBe(boxes()[2])
    await user.keyboard('{Backspace}')
    expect(shown()).toBe('C_______')
    expect(document.activeElement).toBe(boxes()[1])

    // On a filled box, Backspace clears it in place.
    await user.click(boxes()[0])
    await user.keyboard('{Backspace}')
    expect(shown()).toBe('________')
    expect(document.activeElement).toBe(boxes()[0])
  })

  it('arrow keys move between boxes and typing replaces a letter', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="CRABRACK" onChange={onChange} />)
    await user.click(boxes()[7])
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(document.activeElement).toBe(boxes()[5])
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(boxes()[6])
    await user.keyboard('{ArrowLeft}o')
    expect(shown()).toBe('CRABROCK')
    expect(onChange).toHaveBeenLastCalledWith('CRABROCK')
  })

  it.each(['crab-rack', 'CRABRACK', ' crab rack\n'])(
    'pasting %j into any box fills all boxes',
    async (text) => {
      const user = userEvent.setup()
      const onChange = vi.fn()
      render(<Harness onChange={onChange} />)
      await user.click(boxes()[5])
      await user.paste(text)
      expect(shown()).toBe('CRABRACK')
      expect(onChange).toHaveBeenLastCalledWith('CRABRACK')
    },
  )

  it('a partial paste fills from the focused box', async () => {
    const user = userEvent.setup()
    render(<Harness initial="CRAB" />)
    await user.click(boxes()[4])
    await user.paste('ra')
    expect(shown()).toBe('CRABRA__')
    expect(document.activeElement).toBe(boxes()[6])
  })

  it('gaps are reported as spaces so an incomplete code is never 8 letters', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="CRABRACK" onChange={onChange} />)
    await user.click(boxes()[2])
    await user.keyboard('{Backspace}')
    expect(onChange).toHaveBeenLastCalledWith('CR BRACK')
    expect(shown()).toBe('CR_BRACK')
  })

  it('can be disabled', () => {
    render(<CodeInput label="Device code" value="" onChange={() => {}} isDisabled />)
    for (const b of boxes()) expect(b.disabled).toBe(true)
  })
})
