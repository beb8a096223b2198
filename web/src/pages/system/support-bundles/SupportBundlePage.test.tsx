import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { activeBundle, collectingBundle, failedBundle } from '~mock/fixtures/platform/support-bundles'
import { settleSeededBundles } from '~mock/handlers/platform-support-bundles'
import { setupMockServer } from '~mock/node'
import { resetTimers } from '~mock/toolkit/timers'

setupMockServer()
afterEach(() => resetTimers())

const property = (label: string) =>
  must(screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement | null)

describe("a support bundle's page", () => {
  it('shows the details, the whole bundle’s size and its files a page at a time with their sizes', async () => {
    renderSystem(`/system/support-bundles/${activeBundle.id}`)
    expect(await screen.findByRole('heading', { name: 'Support bundle 2e4a6c8e', level: 1 })).toBeTruthy()
    expect(property('State').textContent).toBe('active')
    expect(property('Reason').textContent).toBe('Created by external API')
    expect(property('Comment').textContent).toMatch(/^Sled BRM42220014 rebooted twice overnight/)

    const whole = screen.getByRole('link', { name: 'Download bundle' })
    expect(whole.getAttribute('href')).toBe(
      `/experimental/v1/system/support-bundles/${activeBundle.id}/download`,
    )
    expect(whole.getAttribute('download')).toBe(`support-bundle-${activeBundle.id}.zip`)
    expect(await screen.findByText(/^\d+(\.\d+)? KiB \([\d,]+ bytes\)$/)).toBeTruthy()

    const files = await screen.findByRole('table', { name: 'Files' })
    expect(screen.getByText(/^\d+ files in \d+ folders$/)).toBeTruthy()
    const rows = within(files).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(25)
    expect(rows[0].textContent).toMatch(/^bundle_id\.txt37 B/)
    const dladm = within(files).getByRole('link', { name: 'Download sled-BRM42220001/dladm.txt' })
    expect(dladm.getAttribute('href')).toBe(
      `/experimental/v1/system/support-bundles/${activeBundle.id}/download/sled-BRM42220001%2Fdladm.txt`,
    )
    expect(dladm.getAttribute('download')).toBe('sled-BRM42220001_dladm.txt')
    const dladmRow = dladm.closest('tr') as HTMLElement
    expect(await within(dladmRow).findByText('353 B')).toBeTruthy()
    // a later page's files are not drawn, so their sizes are not asked for yet
    expect(screen.queryByRole('link', { name: 'Download sled-BRM42220021/zpool.txt' })).toBeNull()
  })

  it('pages through the files', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem(`/system/support-bundles/${activeBundle.id}`)
    await screen.findByRole('table', { name: 'Files' })
    await user.click(screen.getByRole('button', { name: /^Next/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await screen.findByText('Files 26–50 of 66', undefined, { timeout: 8000 })
    const rows = within(screen.getByRole('table', { name: 'Files' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows[0].textContent).not.toMatch(/^bundle_id/)
  })

  it('says a collecting bundle’s files wait, and shows them once it is active', async () => {
    renderSystem(`/system/support-bundles/${collectingBundle.id}`)
    await screen.findByRole('heading', { name: 'Support bundle 8c0e2a4c', level: 1 })
    expect(screen.getByText(/still being collected/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Download bundle' })).toBeNull()
    // the collection ends: the page's next read finds the bundle active
    settleSeededBundles(0, 0)
    await screen.findByRole('table', { name: 'Files' }, { timeout: 10_000 })
    expect(property('State').textContent).toBe('active')
    expect(screen.getByRole('link', { name: 'Download bundle' })).toBeTruthy()
  })

  it('shows why a bundle failed, and offers nothing to download', async () => {
    renderSystem(`/system/support-bundles/${failedBundle.id}`)
    await screen.findByRole('heading', { name: 'Support bundle 5b7d9f1a', level: 1 })
    expect(property('Failure').textContent).toMatch(/did not respond before the collection deadline/)
    expect(screen.getByText(/Collection failed, so the bundle has no files to download/)).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Files' })).toBeNull()
  })

  it('edits the comment, and clears it', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem(`/system/support-bundles/${failedBundle.id}`)
    await user.click(await screen.findByRole('link', { name: 'Edit comment' }))
    let form = await screen.findByRole('dialog', { name: 'Edit comment' })
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), 'Retry once BRM42220019 is back')
    await user.click(within(form).getByRole('button', { name: 'Save comment' }))
    expect(await screen.findByText('Comment of support bundle 5b7d9f1a saved')).toBeTruthy()
    await waitFor(() => expect(property('Comment').textContent).toBe('Retry once BRM42220019 is back'))
    expect(router.state.location.pathname).toBe(`/system/support-bundles/${failedBundle.id}`)

    await user.click(screen.getByRole('link', { name: 'Edit comment' }))
    form = await screen.findByRole('dialog', { name: 'Edit comment' })
    await user.clear(within(form).getByRole('textbox', { name: /^Comment/ }))
    await user.click(within(form).getByRole('button', { name: 'Save comment' }))
    await waitFor(() => expect(property('Comment').textContent).toBe('—'))
    expect(db.supportBundles.find((b) => b.id === failedBundle.id)?.user_comment).toBeNull()
  })

  it('deletes the bundle after asking, and goes back to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem(`/system/support-bundles/${activeBundle.id}`)
    await user.click(await screen.findByRole('button', { name: 'More actions for support bundle 2e4a6c8e' }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete support bundle' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/support-bundles'))
    expect(db.supportBundles.find((b) => b.id === activeBundle.id)?.state).toBe('destroying')
  })

  it('is Page not found for a bundle that does not exist', async () => {
    renderSystem('/system/support-bundles/00000000-0000-4000-8000-000000000000')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
