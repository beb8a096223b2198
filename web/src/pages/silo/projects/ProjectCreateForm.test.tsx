import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { api } from '~/api/instance'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { server, setupMockServer } from '~mock/node'
import ProjectCreateForm from './ProjectCreateForm'

setupMockServer()

const routes = [
  { path: '/projects-new', element: <ProjectCreateForm /> },
  { path: '/projects', element: <p>project list</p> },
]

describe('the create project form', () => {
  it("says '{label} is required' for a missing name and sends nothing", async () => {
    const sent: string[] = []
    const record = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`)
    }
    server.events.on('request:start', record)
    // listening to the end: a request an invalid submit let out late still shows up below
    onTestFinished(() => {
      server.events.removeListener('request:start', record)
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects-new')
    await user.click(await screen.findByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true')
    // a second try with the form still invalid sends nothing either
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toBe(document.activeElement))
    expect(sent).toEqual([])

    // once the name is fixed the form sends exactly one request: the recorder sees this form's requests, and
    // neither invalid try sent one on its way
    await user.type(screen.getByLabelText(/^Name/), 'fixed')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    expect(sent).toEqual(['POST /v1/projects'])
  })

  it('puts a duplicate-name error from the server on the name field and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects-new')
    await user.type(await screen.findByLabelText(/^Name/), 'billing')
    await user.type(screen.getByLabelText('Description'), 'typed before the error')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Project name already exists')).toBeTruthy()
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('billing')
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('typed before the error')
  })

  it('creates the project and returns to the list', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects-new')
    await user.type(await screen.findByLabelText(/^Name/), 'Solar Array')
    await user.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    const created = await api.methods.projectView({ path: { project: 'solar-array' } })
    expect(created.type).toBe('success')
  })
})

describe('the request behind the create project form', () => {
  it('shows the request as the user types and sends exactly what it showed', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects-new')
    await user.type(await screen.findByLabelText(/^Name/), 'ledger')
    await user.click(screen.getByRole('button', { name: 'Show request' }))
    await waitFor(async () =>
      expect((await shownRequest()).body).toEqual({ name: 'ledger', description: '' }),
    )
    await user.type(screen.getByLabelText('Description'), 'books')
    await waitFor(async () =>
      expect(await shownRequest()).toEqual({
        method: 'POST',
        url: '/v1/projects',
        body: { name: 'ledger', description: 'books' },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Hide request' }))
    await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create project' })),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
  })
})
