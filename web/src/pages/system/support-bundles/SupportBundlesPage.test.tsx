import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { activeBundle, collectingBundle, failedBundle } from '~mock/fixtures/platform/support-bundles'
import { grace, margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { resetTimers, setTimeScale } from '~mock/toolkit/timers'

setupMockServer()
afterEach(() => resetTimers())

const row = (id: string) => screen.getByRole('link', { name: id }).closest('tr') as HTMLElement

describe('the support bundles list', () => {
  it('shows each bundle newest first with its state in words, reason, comment and age', async () => {
    renderSystem('/system/support-bundles')
    await screen.findByRole('link', { name: activeBundle.id })
    const ids = within(screen.getByRole('table', { name: 'Support bundles' }))
      .getAllByRole('link')
      .map((a) => a.textContent)
    expect(ids.slice(0, 3)).toEqual([collectingBundle.id, activeBundle.id, failedBundle.id])
    expect(screen.getByRole('link', { name: activeBundle.id }).getAttribute('href')).toBe(
      `/system/support-bundles/${activeBundle.id}`,
    )
    const active = within(row(activeBundle.id))
    expect(active.getByText('active')).toBeTruthy()
    expect(active.getByText('Created by external API')).toBeTruthy()
    expect(active.getByText(/Sled BRM42220014 rebooted twice overnight/)).toBeTruthy()
    expect(active.getByText('1d ago')).toBeTruthy()
    const failed = within(row(failedBundle.id))
    expect(failed.getByText('failed')).toBeTruthy()
    expect(failed.getByText(/did not respond before the collection deadline/)).toBeTruthy()
    expect(within(row(collectingBundle.id)).getByText('collecting')).toBeTruthy()
  })

  it('creates a bundle with a comment, and follows it until it is active', async () => {
    setTimeScale(0.2)
    db.supportBundles = db.supportBundles.filter((b) => b.state !== 'collecting' && b.state !== 'destroying')
    const user = userEvent.setup()
    const { router } = renderSystem('/system/support-bundles')
    await screen.findByRole('link', { name: activeBundle.id })
    await user.click(screen.getByRole('link', { name: 'Create support bundle' }))
    const form = await screen.findByRole('dialog', { name: 'Create support bundle' })
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), '  Fan alarms on sled 9  ')
    await user.click(within(form).getByRole('button', { name: 'Create support bundle' }))
    const created = db.supportBundles.at(-1)
    expect(created?.user_comment).toBe('Fan alarms on sled 9')
    expect(await screen.findByText(`Support bundle ${created?.id.slice(0, 8)} created`)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/system/support-bundles')
    const newRow = await waitFor(() => row(created?.id ?? ''))
    expect(within(newRow).getByText('collecting')).toBeTruthy()
    expect(within(newRow).getByText('Fan alarms on sled 9')).toBeTruthy()
    // nobody touches the page: it reads the list again until the bundle settles
    await within(newRow).findByText('active', undefined, { timeout: 10_000 })
  })

  it('deletes a bundle after asking; it shows as destroying', async () => {
    const user = userEvent.setup()
    renderSystem('/system/support-bundles')
    await screen.findByRole('link', { name: failedBundle.id })
    await user.click(screen.getByRole('button', { name: 'Actions for support bundle 5b7d9f1a' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete support bundle' })
    expect(within(confirm).getByText(/Its files are deleted from the rack/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Support bundle 5b7d9f1a is being deleted')).toBeTruthy()
    await within(row(failedBundle.id)).findByText('destroying')
  })

  it('says so when there are no bundles', async () => {
    db.supportBundles = []
    renderSystem('/system/support-bundles')
    expect(await screen.findByRole('heading', { name: 'No support bundles' })).toBeTruthy()
  })

  it('lets a fleet viewer look, and says the API refused when they create one', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/support-bundles-new')
    const form = await screen.findByRole('dialog', { name: 'Create support bundle' })
    await screen.findByRole('link', { name: activeBundle.id })
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'case 4200')
    await user.click(within(form).getByRole('button', { name: 'Create support bundle' }))
    expect(await within(form).findByText('Action not authorized')).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: /^Comment/ })).toHaveProperty('value', 'case 4200')
  })

  it('is Page not found for anyone without a fleet role', async () => {
    signIn(margaret)
    renderSystem('/system/support-bundles')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
