import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { invalidate, listQuery, query, useApiQuery } from '~/api'
import type { Project } from '~/api/__generated__/Api'
import { api } from '~/api/instance'
import { renderRoutes } from '~/testing/render-routes'
import type { ActionMenuItem } from '~/ui/Menu'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { server, setupMockServer } from '~mock/node'
import { type Column, QueryTable } from './QueryTable'

setupMockServer()

const columns: Column<Project>[] = [{ header: 'Name', cell: (p) => p.name }]

function ProjectTable() {
  return (
    <QueryTable
      query={listQuery('projectList', { query: {} })}
      label="Projects"
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      emptyState={<p>No projects</p>}
    />
  )
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)

describe('QueryTable', () => {
  beforeEach(async () => {
    // 5 seeded projects + 12 more = 17, so pages of 10 give 10 then 7
    for (let i = 0; i < 12; i++) {
      await api.methods.projectCreate({
        body: { name: `extra-${String(i).padStart(2, '0')}`, description: '' },
      })
    }
  })

  it('pages through a list with the page size from the URL, forwards and back', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes([{ path: '/projects', element: <ProjectTable /> }], '/projects?limit=10')
    await waitFor(() => expect(rowNames()).toHaveLength(10))
    expect(rowNames()[0]).toBe('billing')
    expect(screen.getByText('rows per page')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(rowNames()).toHaveLength(7))
    expect(router.state.location.search).toContain('page=')
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(rowNames()).toHaveLength(10))
    expect(rowNames()[0]).toBe('billing')
    expect(router.state.location.search).not.toContain('page=')
  })

  it('shows the empty state when there is nothing to list', async () => {
    server.use(http.get('*/v1/projects', () => HttpResponse.json({ items: [], next_page: null })))
    renderRoutes([{ path: '/projects', element: <ProjectTable /> }], '/projects')
    expect(await screen.findByText('No projects')).toBeTruthy()
  })

  it('takes row menu items from a hook, so they can follow a read of their own', async () => {
    const user = userEvent.setup()
    function useProjectActions(p: Project): ActionMenuItem[] {
      const { data } = useApiQuery(query('projectView', { path: { project: p.name } }))
      return [
        { key: 'look', label: data ? `Described as ${data.description}` : 'Loading', onAction: () => {} },
      ]
    }
    renderRoutes(
      [
        {
          path: '/projects',
          element: (
            <QueryTable
              query={listQuery('projectList', { query: {} })}
              label="Projects"
              columns={columns}
              rowKey={(p) => p.id}
              rowLabel={(p) => p.name}
              useRowActions={useProjectActions}
              emptyState={<p>No projects</p>}
            />
          ),
        },
      ],
      '/projects?limit=10',
    )
    await user.click(await screen.findByRole('button', { name: 'Actions for billing' }))
    const menu = await screen.findByRole('menu')
    expect(await within(menu).findByRole('menuitem', { name: /^Described as / })).toBeTruthy()
    expect(within(menu).getByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
  })

  it('says why the list could not be read again, keeps the rows it read last, and reads it again on request', async () => {
    renderRoutes([{ path: '/projects', element: <ProjectTable /> }], '/projects?limit=25')
    await waitFor(() => expect(rowNames()).toHaveLength(17))
    await api.methods.projectCreate({ body: { name: 'zz-newest', description: '' } })

    setMockFaults('projectList=500')
    await act(() => invalidate('projectList'))
    const notice = (await screen.findByText('Could not refresh projects.')).closest('[role="status"]')
    expect(notice?.textContent).toBe('Could not refresh projects. Internal Server ErrorTry again')
    expect(rowNames()).toHaveLength(17)

    // the list is read again only when asked: a failed read ends the re-reading of a list that polls, too
    resetMockFaults()
    await userEvent.setup().click(within(notice as HTMLElement).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(rowNames()).toContain('zz-newest'))
    expect(screen.queryByText('Could not refresh projects.')).toBeNull()
  })

  it('offers Copy ID in every row menu', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/projects', element: <ProjectTable /> }], '/projects?limit=10')
    await user.click(await screen.findByRole('button', { name: 'Actions for billing' }))
    expect(await screen.findByRole('menuitem', { name: 'Copy ID' })).toBeTruthy()
  })
})
