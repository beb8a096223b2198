import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { knownSilo } from '~/api/session'
import { setupMockServer } from '~mock/node'
import { MOCK_PASSWORD } from '~mock/session'
import { LocalLoginFields, useLocalLogin } from './local-login'

setupMockServer()

function SignIn({ silo, onSignedIn }: { silo: string | null; onSignedIn: () => void }) {
  const { submit, isPending, fields } = useLocalLogin(silo, onSignedIn)
  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <LocalLoginFields fields={fields} errorClassName="error" />
      <button type="submit" disabled={isPending}>
        Sign in
      </button>
    </form>
  )
}

describe('signing in with a username and password', () => {
  it('says which field is missing, keeps what was typed when refused, and signs in', async () => {
    const user = userEvent.setup()
    const onSignedIn = vi.fn()
    render(<SignIn silo="engineering" onSignedIn={onSignedIn} />)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Username is required')).toBeTruthy()
    expect(screen.getByText('Password is required')).toBeTruthy()

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada')
    await user.type(screen.getByLabelText('Password'), 'not-the-password')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).not.toBe('')
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveProperty('value', 'ada')
    expect(onSignedIn).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(knownSilo()).toBe('engineering')
  })

  it('sends nothing when the silo is not known', async () => {
    const user = userEvent.setup()
    const onSignedIn = vi.fn()
    render(<SignIn silo={null} onSignedIn={onSignedIn} />)
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada')
    await user.type(screen.getByLabelText('Password'), MOCK_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onSignedIn).not.toHaveBeenCalled()
  })
})
