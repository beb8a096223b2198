import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { setFallbackSilo } from '~/api/session'
import { renderConsole } from '~/testing/render-console'
import { setupMockServer } from '~mock/node'
import { signOut } from '~mock/session'

setupMockServer()
afterEach(() => setFallbackSilo(null))

const shown = () =>
  within(screen.getByRole('group', { name: 'Device code' }))
    .getAllByRole('textbox')
    .map((box) => (box as HTMLInputElement).value || '_')
    .join('')

describe('the device page', () => {
  it('takes the code from its verification link', async () => {
    renderConsole('/device/verify?user_code=crab-rack')
    await screen.findByRole('heading', { name: 'Device Authentication' })
    expect(shown()).toBe('CRABRACK')
    expect(screen.getByRole('button', { name: 'Log in on device' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('keeps the code typed when a sign-in comes between, and confirms it after', async () => {
    const user = userEvent.setup()
    setFallbackSilo('engineering')
    const { router } = renderConsole('/device/verify')
    await screen.findByRole('heading', { name: 'Device Authentication' })
    await user.click(screen.getByLabelText('Character 1 of 8'))
    await user.keyboard('crabrack')
    await waitFor(() => expect(router.state.location.search).toBe('?user_code=CRABRACK'))

    signOut()
    await user.click(screen.getByRole('button', { name: 'Log in on device' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/engineering/local'))
    const back = new URLSearchParams(router.state.location.search).get('redirect_uri')
    expect(back).toBe('/device/verify?user_code=CRABRACK')

    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'ada')
    await user.type(screen.getByLabelText('Password'), 'oxide-preview')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/verify'))
    await screen.findByRole('heading', { name: 'Device Authentication' })
    expect(shown()).toBe('CRABRACK')
    await user.click(screen.getByRole('button', { name: 'Log in on device' }))
    await screen.findByRole('heading', { name: 'Device logged in' })
  })
})
