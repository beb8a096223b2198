import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { projectsLoader } from '~/pages/silo/projects/routes'
import { apiPaths } from '~/testing/api-paths'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { RouteErrorScreen } from './RouteErrorScreen'

setupMockServer()

const NOTICE =
  'You are not in any groups and have no role on the silo. This usually means the identity provider is not set up correctly.'

// the project list is what a user first sees; it is refused to anyone who can see no project
const routes = [
  { path: '/projects', loader: projectsLoader, element: <p>projects</p>, errorElement: <RouteErrorScreen /> },
]

const as = (username: string) => signIn(must(db.users.find((u) => u.username === username)))

/** Waits until the reads the notice decides on are answered and their answers rendered. */
async function noticeDecided(seen: string[]) {
  await waitFor(() => expect(seen).toEqual(expect.arrayContaining(['/v1/me', '/v1/me/groups', '/v1/policy'])))
  await act(async () => {})
}

describe('the notice for a user with no groups and no role', () => {
  it('explains a refusal to a user with no groups and no role on the silo, with the documentation', async () => {
    as('guest')
    renderRoutes(routes, '/projects')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Action not authorized')).toBeTruthy()
    const notice = await screen.findByRole('note')
    expect(notice.textContent).toContain(NOTICE)
    const docs = screen.getByRole('link', { name: 'Read the identity provider documentation' })
    expect(docs.getAttribute('href')).toMatch(/^https:\/\/docs\.oxide\.computer\//)
  })

  it('is not shown to a user who is in a group', async () => {
    as('margaret')
    setMockFaults('projectList=403')
    const seen = apiPaths('response:mocked')
    renderRoutes(routes, '/projects')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    await noticeDecided(seen)
    expect(screen.queryByText(NOTICE)).toBeNull()
  })

  it('is not shown to a user with a role on the silo but no group', async () => {
    as('dorothy')
    setMockFaults('projectList=403')
    const seen = apiPaths('response:mocked')
    renderRoutes(routes, '/projects')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    await noticeDecided(seen)
    expect(screen.queryByText(NOTICE)).toBeNull()
  })
})
