import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextArea, TextField } from './TextField'

function describedBy(el: Element) {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '')
}

function Controlled({ onChange }: { onChange: (v: string) => void }) {
  const [v, setV] = useState('')
  return (
    <TextField
      label="Name"
      description="Lowercase letters, digits and dashes"
      value={v}
      onChange={(x) => {
        setV(x)
        onChange(x)
      }}
    />
  )
}

describe('TextField', () => {
  it('is labelled, controlled, and shows help text', async () => {
    const onChange = vi.fn()
    render(<Controlled onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    await userEvent.type(input, 'db-1')
    expect(onChange).toHaveBeenLastCalledWith('db-1')
    expect(describedBy(input)).toContain('Lowercase letters, digits and dashes')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('marks the field invalid and announces the error only when one is passed', () => {
    const { rerender } = render(<TextField label="Name" isRequired value="" onChange={() => {}} />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Name is required')).toBeNull()

    rerender(
      <TextField label="Name" isRequired value="" onChange={() => {}} errorMessage="Name is required" />,
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(input)).toContain('Name is required')
    expect(screen.getByText('Name is required')).toBeTruthy()
  })

  it('gives its error as the description of an invalid field', () => {
    render(<TextField label="Username" value="" onChange={() => {}} errorMessage="Username is required" />)
    const input = screen.getByRole('textbox', { name: 'Username' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { description: 'Username is required' })).toBe(input)
  })

  it('TextArea is a labelled multi-line box', () => {
    render(<TextArea label="Description" value="hello" onChange={() => {}} />)
    const box = screen.getByRole('textbox', { name: 'Description' })
    expect(box.tagName).toBe('TEXTAREA')
    expect((box as HTMLTextAreaElement).value).toBe('hello')
  })
})
