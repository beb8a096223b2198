import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { disabledReason } from '~/testing/disabled-reason'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { signInSettingsRoutes } from './routes'

setupMockServer()

const routes = [{ errorElement: <RouteErrorScreen />, children: signInSettingsRoutes }]

type User = ReturnType<typeof userEvent.setup>

const lifetimeOf = (silo: string) =>
  db.siloAuthSettings.find((s) => s.silo_id === silo)?.device_token_max_ttl_seconds

const maximumLifetime = () =>
  screen.getByText('Maximum lifetime', { selector: 'dt' }).nextElementSibling?.textContent

async function openForm(user: User) {
  await user.click(await screen.findByRole('link', { name: 'Edit' }))
  return screen.findByRole('dialog', { name: 'Edit sign-in settings' })
}

describe('the sign-in settings', () => {
  it('show the lifetime of a device token, and limit it to a number of hours', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/sign-in-settings')
    await screen.findByRole('heading', { name: 'Sign-in settings', level: 1 })
    expect(maximumLifetime()).toBe('No limit: device tokens do not expire')
    expect(screen.getByText(/sign in to silo engineering through the device page/)).toBeTruthy()

    const form = await openForm(user)
    expect(within(form).getByRole('radio', { name: /^No limit/ })).toHaveProperty('checked', true)
    expect(within(form).queryByRole('textbox', { name: 'Lifetime' })).toBeNull()
    await user.click(within(form).getByRole('radio', { name: /^Limited/ }))
    // eight hours to start from, the unit spelled out
    const amount = within(form).getByRole('textbox', { name: 'Lifetime' }) as HTMLInputElement
    expect(amount.value).toBe('8')
    expect(within(form).getByRole('radio', { name: 'hours' })).toHaveProperty('checked', true)
    await user.clear(amount)
    await pasteInto(user, amount, '12')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Sign-in settings saved')).toBeTruthy()
    expect(screen.getByText('Device tokens given from now on last at most 12 hours.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lifetimeOf(engineeringSilo.id)).toBe(12 * 3600)
    await waitFor(() => expect(maximumLifetime()).toBe('12 hours'))
  })

  it('refuse a lifetime that is not a whole number of 1 or more, or longer than the API takes, keeping it', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/sign-in-settings/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit sign-in settings' })
    await user.click(within(form).getByRole('radio', { name: /^Limited/ }))
    const amount = within(form).getByRole('textbox', { name: 'Lifetime' }) as HTMLInputElement
    await user.clear(amount)
    await pasteInto(user, amount, '0')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Enter a whole number of 1 or more')).toBeTruthy()

    await user.click(within(form).getByRole('radio', { name: 'days' }))
    await user.clear(amount)
    await pasteInto(user, amount, '49711')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(
      await within(form).findByText('At most 49,710 days: the longest lifetime the API takes'),
    ).toBeTruthy()
    expect(amount.value).toBe('49711')
    expect(lifetimeOf(engineeringSilo.id)).toBeNull()
  })

  it('go back to no limit', async () => {
    db.siloAuthSettings = [{ silo_id: engineeringSilo.id, device_token_max_ttl_seconds: 2 * 86_400 }]
    const user = userEvent.setup()
    renderRoutes(routes, '/sign-in-settings')
    await waitFor(() => expect(maximumLifetime()).toBe('2 days'))
    const form = await openForm(user)
    expect((within(form).getByRole('textbox', { name: 'Lifetime' }) as HTMLInputElement).value).toBe('2')
    expect(within(form).getByRole('radio', { name: 'days' })).toHaveProperty('checked', true)
    await user.click(within(form).getByRole('radio', { name: /^No limit/ }))
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Device tokens given from now on do not expire.')).toBeTruthy()
    expect(lifetimeOf(engineeringSilo.id)).toBeNull()
  })

  it('offer a silo viewer no change, and show one refused by the API, keeping the form as it was', async () => {
    signIn(margaret)
    const user = userEvent.setup()
    renderRoutes(routes, '/sign-in-settings')
    await screen.findByRole('heading', { name: 'Sign-in settings', level: 1 })
    const edit = await screen.findByRole('button', { name: 'Edit' })
    expect(edit.getAttribute('aria-disabled')).toBe('true')
    expect(disabledReason(edit)).toBe('Needs the admin role on this silo')
    // the form's own address still opens it: the API is the judge
    cleanup()
    renderRoutes(routes, '/sign-in-settings/edit')
    const form = await screen.findByRole('dialog', { name: 'Edit sign-in settings' })
    await user.click(within(form).getByRole('radio', { name: /^Limited/ }))
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(await within(form).findByText('Action not authorized')).toBeTruthy()
    expect(within(form).getByRole('radio', { name: /^Limited/ })).toHaveProperty('checked', true)
    expect(lifetimeOf(engineeringSilo.id)).toBeNull()
  })
})
