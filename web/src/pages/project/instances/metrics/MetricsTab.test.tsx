import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { instancesRoutes } from '~/pages/project/instances/routes'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { web1 } from '~mock/fixtures/compute/instances'
import { setupMockServer } from '~mock/node'
import { minutesAgo } from '~mock/toolkit/time'

setupMockServer()

const routes = [{ path: '/projects/:project', errorElement: <RouteErrorScreen />, children: instancesRoutes }]

/** An instance of web-frontend created 5 minutes ago and running since a minute later. */
function newInstance(name: string) {
  db.instances.push({
    ...web1,
    id: crypto.randomUUID(),
    name,
    hostname: name,
    time_created: minutesAgo(5),
    time_modified: minutesAgo(4),
    run_state: 'running',
    time_run_state_updated: minutesAgo(4),
  })
}

describe('the metrics of an instance', () => {
  it('say, over the charts of an instance that started within the range, since when there is data', async () => {
    newInstance('web-x')
    renderRoutes(routes, '/projects/web-frontend/instances/web-x/metrics/cpu')
    await screen.findByRole('heading', { name: /^CPU utilization/ })
    // a minute's window may fall either side of the start
    expect(
      await screen.findByText(
        /^Data from when web-x started, [34] minutes ago\. The charts are empty before then\.$/,
      ),
    ).toBeTruthy()
  })

  it('say nothing of the kind for an instance that ran before the range began', async () => {
    renderRoutes(routes, '/projects/web-frontend/instances/web-2/metrics/cpu')
    await screen.findByRole('heading', { name: /^CPU utilization/ })
    await screen.findByRole('group', { name: /^CPU utilization chart/ })
    expect(screen.queryByText(/^Data from when/)).toBeNull()
  })
})
