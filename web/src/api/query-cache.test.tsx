import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { server, setupMockServer } from '~mock/node'
import { invalidate, peek, preload } from './preload'
import { query } from './query'
import { useApiQuery, usePrefetchedApiQuery } from './query-cache'

setupMockServer()

const project = query('projectView', { path: { project: 'web-frontend' } })
const shown = 'description: Customer-facing web tier and its load balancers'

/** The reads of the project the mock answered, counted from the moment a test starts. */
let reads = 0
const countReads = ({ request }: { request: Request }) => {
  if (request.method === 'GET' && new URL(request.url).pathname === '/v1/projects/web-frontend') reads++
}
beforeEach(() => {
  reads = 0
  server.events.on('request:start', countReads)
})
afterEach(() => {
  server.events.removeListener('request:start', countReads)
})

function PrefetchedProject() {
  const { data } = usePrefetchedApiQuery(project)
  return <p>description: {data.description}</p>
}

function ProjectRead() {
  const { data, error } = useApiQuery(project)
  if (error) return <p>error: {error.message}</p>
  return <p>{data ? `description: ${data.description}` : 'loading'}</p>
}

describe('preloading', () => {
  it('renders a preloaded page with its data from the one request its loader made', async () => {
    renderRoutes([{ path: '/p', loader: () => preload(project), element: <PrefetchedProject /> }], '/p')
    expect(await screen.findByText(shown)).toBeTruthy()
    // the page's first read took over the loader's request instead of asking again
    expect(reads).toBe(1)
  })

  it('does not hand a failed preload to the next read, which asks again and gets the data', async () => {
    setMockFaults('projectView=503')
    await expect(preload(project)).rejects.toMatchObject({ statusCode: 503 })
    resetMockFaults()

    renderRoutes([{ path: '/p', element: <ProjectRead /> }], '/p')
    expect(await screen.findByText(shown)).toBeTruthy()
    expect(screen.queryByText(/^error:/)).toBeNull()
    expect(reads).toBe(2)
  })

  it('lets a loader use what the cache of the rendered provider holds, without another request', async () => {
    renderRoutes([{ path: '/p', element: <ProjectRead /> }], '/p')
    await screen.findByText(shown)
    expect(peek(project)?.name).toBe('web-frontend')
    await expect(preload(project)).resolves.toMatchObject({ name: 'web-frontend' })
    expect(reads).toBe(1)
  })

  it('renders a page whose preload was invalidated while its loader waited, then reads afresh', async () => {
    // a form that saves, navigates and then invalidates the list the next page's loader is reading
    const loader = async () => {
      const pending = preload(project)
      invalidate('projectView')
      await pending
      return null
    }
    renderRoutes([{ path: '/p', loader, element: <PrefetchedProject /> }], '/p')
    expect(await screen.findByText(shown)).toBeTruthy()
    // the answer may predate the write, so the page's read asked again instead of taking it over
    await waitFor(() => expect(reads).toBe(2))
  })
})
