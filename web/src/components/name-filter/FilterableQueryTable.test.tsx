import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { listQuery } from '~/api'
import type { Project } from '~/api/__generated__/Api'
import type { Column } from '~/components/QueryTable'
import { renderRoutes } from '~/testing/render-routes'
import { serveSyntheticProjects } from '~/testing/synthetic-projects'
import { setupMockServer } from '~mock/node'
import { FilterableQueryTable } from './FilterableQueryTable'

setupMockServer()

const columns: Column<Project>[] = [{ header: 'Name', cell: (p) => p.name }]

function Projects() {
  return (
    <FilterableQueryTable
      noun={{ one: 'project', many: 'projects' }}
      query={listQuery('projectList', { query: {} })}
      label="Projects"
      columns={columns}
      rowKey={(p) => p.id}
      rowLabel={(p) => p.name}
      emptyState={<p>No projects</p>}
    />
  )
}

const routes = [{ path: '/projects', element: <Projects /> }]

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent)

describe('the name filter of a list', () => {
  it('searches page after page as the user types, keeps the filter in the URL, and clears back to the pages', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects?limit=2')
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Projects' }))).toHaveLength(2))

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'PIPE')
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status.textContent).toBe('Searched all 5 projects: 1 matches.'))
    expect(names(screen.getByRole('table', { name: 'Projects matching “PIPE”' }))).toEqual(['data-pipeline'])
    expect(new URLSearchParams(router.state.location.search).get('name')).toBe('PIPE')

    await user.clear(screen.getByRole('searchbox', { name: 'Filter by name' }))
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Projects' }))).toHaveLength(2))
    expect(router.state.location.search).not.toContain('name=')
  })

  it('stops after 10,000 rows of a long list, offers to search further, and says "all" at the end', async () => {
    const user = userEvent.setup()
    const reads = serveSyntheticProjects(25_000)
    renderRoutes(routes, '/projects?name=4242')
    const status = await screen.findByRole('status')
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Searched the first 10,000 projects: 1 matches. Search further to look at the rest.',
      ),
    )
    const pagesBefore = reads.pages
    expect(names(screen.getByRole('table', { name: 'Projects matching “4242”' }))).toEqual(['proj-04242'])

    await user.click(screen.getByRole('button', { name: 'Search further' }))
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Searched the first 20,000 projects: 2 match. Search further to look at the rest.',
      ),
    )
    // the further search went on from where the first stopped, 10 pages of 1,000
    expect(reads.pages - pagesBefore).toBe(10)
    await user.click(screen.getByRole('button', { name: 'Search further' }))
    await waitFor(() => expect(status.textContent).toBe('Searched all 25,000 projects: 3 match.'))
    expect(names(screen.getByRole('table', { name: 'Projects matching “4242”' }))).toEqual([
      'proj-04242',
      'proj-14242',
      'proj-24242',
    ])
    expect(screen.queryByRole('button', { name: 'Search further' })).toBeNull()
  })

  it('shows the filter from a link, and a new filter replaces the old search', async () => {
    const user = userEvent.setup()
    serveSyntheticProjects(3000)
    renderRoutes(routes, '/projects?name=proj-0000')
    const status = await screen.findByRole('status')
    await waitFor(() => expect(status.textContent).toBe('Searched all 3,000 projects: 10 match.'))
    const field = screen.getByRole('searchbox', { name: 'Filter by name' }) as HTMLInputElement
    expect(field.value).toBe('proj-0000')
    await user.type(field, '7')
    await waitFor(() => expect(status.textContent).toBe('Searched all 3,000 projects: 1 matches.'))
    expect(names(screen.getByRole('table', { name: 'Projects matching “proj-00007”' }))).toEqual([
      'proj-00007',
    ])
  })
})
