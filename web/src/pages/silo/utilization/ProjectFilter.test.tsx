import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderConsole } from '~/testing/render-console'
import { serveSyntheticProjects } from '~/testing/synthetic-projects'
import { server, setupMockServer } from '~mock/node'

setupMockServer()

const picker = () => screen.getByRole('button', { name: /Project$/ })

describe("the silo utilization charts' project", () => {
  it('is one of the first page of projects, read once, whatever the number of projects', async () => {
    const reads = serveSyntheticProjects(1500)
    const user = userEvent.setup()
    const { router } = renderConsole('/utilization')
    await screen.findByRole('heading', { name: 'Utilization', level: 1 })
    await waitFor(() => expect(picker().textContent).toContain('All projects'))
    expect(
      await screen.findByText(
        'The first 1,000 projects; for another, open its URL with ?project= and its name.',
      ),
    ).toBeTruthy()
    await user.click(picker())
    const list = await screen.findByRole('listbox')
    await user.click(await within(list).findByRole('option', { name: 'proj-00042' }))
    await waitFor(() => expect(router.state.location.search).toBe('?project=proj-00042'))
    await waitFor(() => expect(picker().textContent).toContain('proj-00042'))
    expect(reads.pages).toBe(1)
  })

  it('offers a project past the first page when the URL names it', async () => {
    serveSyntheticProjects(1500)
    server.use(
      http.get('*/v1/projects/proj-01234', () =>
        HttpResponse.json({
          id: '00000000-0000-4000-8000-000000001234',
          name: 'proj-01234',
          description: '',
          time_created: '2026-01-01T00:00:00Z',
          time_modified: '2026-01-01T00:00:00Z',
        }),
      ),
    )
    renderConsole('/utilization?project=proj-01234')
    await screen.findByRole('heading', { name: 'Utilization', level: 1 })
    await waitFor(() => expect(picker().textContent).toContain('proj-01234'))
  })
})
