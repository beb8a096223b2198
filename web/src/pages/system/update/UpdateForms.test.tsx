import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { behindFleetGate, requireFleetViewer as systemLoader } from '~/pages/system/fleet-gate'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import { setupMockServer } from '~mock/node'
import { updateRoutes } from './routes'

setupMockServer()

const routes = [
  {
    loader: systemLoader,
    errorElement: <RouteErrorScreen />,
    children: behindFleetGate(updateRoutes),
  },
]

const repoRow = (version: string) =>
  within(screen.getByRole('table', { name: 'Repositories' }))
    .getByText(version)
    .closest('tr') as HTMLElement

describe("the update page's forms: repositories and trust roots", () => {
  it('uploads a repository with its progress, says what the API made of it and lists it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/update')
    await user.click(await screen.findByRole('link', { name: 'Upload repository' }))
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    expect(router.state.location.pathname).toBe('/system/update/repositories-new')
    const bytes = new Uint8Array(64 * 1024).fill(7)
    bytes.set([0x50, 0x4b, 0x03, 0x04])
    await user.upload(within(form).getByLabelText('Repository file'), new File([bytes], 'oxide-17.1.0.zip'))
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    expect(await screen.findByText('Repository 17.1.0 uploaded')).toBeTruthy()
    expect(screen.getByText('oxide-17.1.0.zip can now be set as the target release.')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    await waitFor(() => expect(repoRow('17.1.0')).toBeTruthy())
    expect(db.tufRepos.find((r) => r.system_version === '17.1.0')?.file_name).toBe('oxide-17.1.0.zip')
  })

  it("keeps the form and shows the API's refusal of a file that is not a repository", async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/update/repositories-new')
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    await user.upload(
      within(form).getByLabelText('Repository file'),
      new File([new Uint8Array([1, 2, 3, 4])], 'oxide-18.0.0.zip'),
    )
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    // the API's message names the file, so it shows under the file field
    expect(
      await within(form).findByText('Invalid repository "oxide-18.0.0.zip": the file is not a zip archive'),
    ).toBeTruthy()
    expect(within(form).getByLabelText('Repository file').getAttribute('aria-invalid')).toBe('true')
    expect(db.tufRepos.some((r) => r.system_version === '18.0.0')).toBe(false)
  })

  it('stops an upload on Cancel, after asking', async () => {
    const user = userEvent.setup()
    setMockFaults('hang=systemUpdateRepositoryUpload')
    const { router } = renderRoutes(routes, '/system/update/repositories-new')
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    const zip = new Uint8Array(1024)
    zip.set([0x50, 0x4b, 0x03, 0x04])
    await user.upload(within(form).getByLabelText('Repository file'), new File([zip], 'oxide-17.2.0.zip'))
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel upload' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByText('Upload canceled')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    expect(db.tufRepos.some((r) => r.system_version === '17.2.0')).toBe(false)
  })

  it('adds a trust root from pasted JSON, checked as JSON before anything is sent', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/system/update')
    await user.click(await screen.findByRole('link', { name: 'Add trust root' }))
    const form = await screen.findByRole('form', { name: 'Add trust root' })
    expect(router.state.location.pathname).toBe('/system/update/trust-roots-new')
    await user.click(within(form).getByRole('radio', { name: 'Pasted JSON' }))
    const field = within(form).getByRole('textbox', { name: 'Root role' })
    await pasteInto(user, field, '{"signed": {"_type": "root"')
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await within(form).findByText(/^Not valid JSON/)).toBeTruthy()
    expect(db.trustRoots).toHaveLength(1)

    // a second key for the same roles, as written: its keys stay as they are (snake case and all)
    const second = structuredClone(oxideRootRole)
    second.signed.version = 2
    await user.clear(field)
    await pasteInto(user, field, JSON.stringify(second, null, 2))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await screen.findByText('Trust root added')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/update'))
    expect(db.trustRoots).toHaveLength(2)
    expect(db.trustRoots[1].root_role).toEqual(second)
    const roots = screen.getByRole('table', { name: 'Trust roots' })
    await waitFor(() => expect(within(roots).getAllByRole('row')).toHaveLength(1 + 2))
  })

  it('adds a trust root from a JSON file, and refuses a file that is not a root role', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/system/update/trust-roots-new')
    const form = await screen.findByRole('form', { name: 'Add trust root' })
    const input = within(form).getByLabelText('Root role file')
    await user.upload(input, new File(['{"signed": {"_type": "targets"}, "signatures": []}'], 'targets.json'))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(
      await within(form).findByText(
        'Not a TUF root role: it needs a "signed" object whose "_type" is "root"',
      ),
    ).toBeTruthy()
    await user.upload(input, new File([JSON.stringify(oxideRootRole)], 'root.json'))
    await user.click(screen.getByRole('button', { name: 'Add trust root' }))
    expect(await screen.findByText('Trust root added')).toBeTruthy()
    expect(db.trustRoots).toHaveLength(2)
  })
})
