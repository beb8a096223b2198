import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { api } from '~/api/instance'
import { disabledReason } from '~/testing/disabled-reason'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { margaret } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { projectsRoutes } from './routes'

setupMockServer()

const routes: RouteObject[] = [
  { path: '/', children: projectsRoutes },
  { path: '/projects/:project/instances', element: <p>instances</p> },
]

const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await user.click(await screen.findByRole('menuitem', { name: item }))
}

describe('the project list', () => {
  it('shows a project created over it, with its description, under the name as the form rewrote it', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects-new')
    const form = await screen.findByRole('dialog', { name: 'Create project' })
    await pasteInto(user, within(form).getByLabelText(/^Name/), 'Mars Rover')
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('mars-rover'),
    )
    await pasteInto(user, within(form).getByLabelText('Description'), 'Telemetry for the rover')
    await user.click(within(form).getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Project mars-rover created')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    const created = await screen.findByRole('link', { name: 'mars-rover' })
    expect(within(created.closest('tr') as HTMLElement).getByText('Telemetry for the rover')).toBeTruthy()
  })

  it('edits a project from its row menu, the list showing the new description', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects')
    await openRowMenu(user, 'sandbox', 'Edit')
    const form = await screen.findByRole('dialog', { name: 'Edit project' })
    expect(router.state.location.pathname).toBe('/projects/sandbox/edit')
    await waitFor(() =>
      expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('sandbox'),
    )
    const description = within(form).getByLabelText('Description')
    await user.clear(description)
    await pasteInto(user, description, 'Rover telemetry, v2')
    await user.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Project sandbox updated')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    await waitFor(() => expect(within(row('sandbox')).getByText('Rover telemetry, v2')).toBeTruthy())
  })

  it('asks before deleting, names the project, and shows the refusal for a new project, which has a VPC', async () => {
    // every new project gets a default VPC, and the API refuses to delete a project that still has one
    await api.methods.projectCreate({ body: { name: 'short-lived', description: '' } })
    const user = userEvent.setup()
    renderRoutes(routes, '/projects')
    await openRowMenu(user, 'short-lived', 'Delete')
    const confirm = await screen.findByRole('dialog', { name: 'Delete project' })
    expect(within(confirm).getByText('Are you sure you want to delete project short-lived?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Could not delete project')).toBeTruthy()
    expect(screen.getByText('Project to be deleted contains a vpc: default')).toBeTruthy()
    expect(row('short-lived')).toBeTruthy()
  })

  it('deletes a project once confirmed, when its default VPC and subnet are gone, and drops its row', async () => {
    await api.methods.projectCreate({ body: { name: 'short-lived', description: '' } })
    const vpc = { project: 'short-lived', vpc: 'default' }
    await api.methods.vpcSubnetDelete({ path: { subnet: 'default' }, query: vpc })
    await api.methods.vpcDelete({ path: { vpc: 'default' }, query: { project: 'short-lived' } })
    const user = userEvent.setup()
    renderRoutes(routes, '/projects')
    await openRowMenu(user, 'short-lived', 'Delete')
    const confirm = await screen.findByRole('dialog', { name: 'Delete project' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Project short-lived deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'short-lived' })).toBeNull())
  })
})

describe('a form over the project list', () => {
  it('asks before closing with unsaved changes: Keep editing keeps them, Discard closes the form', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects-new')
    const form = await screen.findByRole('dialog', { name: 'Create project' })
    const name = within(form).getByLabelText(/^Name/) as HTMLInputElement
    await pasteInto(user, name, 'half-done')
    await user.keyboard('{Escape}')
    const discard = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(discard).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull())
    expect(name.value).toBe('half-done')
    expect(router.state.location.pathname).toBe('/projects-new')

    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' })
    await user.click(within(again).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create project' })).toBeNull())
  })

  it("offers a new project to the silo's collaborators only, saying why to the others", async () => {
    // a silo viewer
    signIn(margaret)
    renderRoutes(routes, '/projects')
    await waitFor(() => {
      const create = screen.getAllByRole('button', { name: 'New project' })[0]
      expect(create.getAttribute('aria-disabled')).toBe('true')
      expect(disabledReason(create)).toBe('Needs the collaborator role on this silo')
    })
  })
})
