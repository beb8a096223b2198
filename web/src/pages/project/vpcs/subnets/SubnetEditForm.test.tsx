import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { subnetEditLoader } from '~/pages/project/vpcs/loaders'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { server, setupMockServer } from '~mock/node'
import SubnetEditForm from './SubnetEditForm'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
    loader: subnetEditLoader,
    element: <SubnetEditForm />,
  },
  { path: '/projects/:project/vpcs/:vpc/subnets', element: <p>subnet list</p> },
]

describe('the edit subnet form', () => {
  it('shows the blocks read-only and the network interfaces in the subnet', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/default/edit')
    const table = await screen.findByRole('table', { name: 'Network interfaces in this subnet' })
    // each row reads the instance it belongs to
    const web1 = await within(table).findByRole('link', { name: 'web-1' })
    expect(web1.getAttribute('href')).toBe('/projects/web-frontend/instances/web-1/networking')
    expect(screen.getByText('172.30.0.0/22')).toBeTruthy()
    // the blocks are text, not fields
    expect(screen.queryByRole('textbox', { name: /IPv4 block/ })).toBeNull()
    expect(screen.queryByRole('textbox', { name: /IPv6 block/ })).toBeNull()
  })

  it('says when no interface is in the subnet', async () => {
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/cache/edit')
    expect(
      await screen.findByText('No network interfaces are in this subnet, so it can be deleted.'),
    ).toBeTruthy()
  })

  it('detaches the custom router when None is chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/frontend/edit')
    const picker = (await screen.findByRole('combobox', { name: 'Custom router' })) as HTMLInputElement
    expect(picker.value).toBe('edge')
    await user.click(picker)
    await user.click(await screen.findByRole('option', { name: /None/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/projects/web-frontend/vpcs/default/subnets'),
    )
    expect(db.vpcSubnets.find((s) => s.name === 'frontend')?.custom_router_id).toBeNull()
  })
})

/** Copies of web-3, each with an interface in the default subnet of web-frontend: `extra-0000` on. */
function addInstancesWithNics(count: number) {
  const instance = db.instances.find((i) => i.name === 'web-3')
  const projectId = db.projects.find((p) => p.name === 'web-frontend')?.id
  const vpc = db.vpcs.find((v) => v.project_id === projectId && v.name === 'default')
  const subnet = db.vpcSubnets.find((sn) => sn.vpc_id === vpc?.id && sn.name === 'default')
  const nic = db.networkInterfaces.find((n) => n.subnet_id === subnet?.id)
  if (!instance || !nic) throw new Error('the seed has web-3 and an interface in the default subnet')
  for (let n = 0; n < count; n++) {
    const name = `extra-${String(n).padStart(4, '0')}`
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    db.instances.push({ ...instance, id, name })
    db.networkInterfaces.push({
      ...nic,
      id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
      name: `nic-${String(n).padStart(4, '0')}`,
      instance_id: id,
      primary: true,
    })
  }
}

/** The paths of the instance list pages read from now on. */
function recordInstanceListReads() {
  const reads: string[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname === '/v1/instances') reads.push(url.search)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return reads
}

describe('the network interfaces of a subnet with many', () => {
  it('shows a page of them, each named by its instance, and more when asked, without listing the instances', async () => {
    addInstancesWithNics(120)
    const reads = recordInstanceListReads()
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/vpcs/default/subnets/default/edit')
    const table = await screen.findByRole('table', { name: 'Network interfaces in this subnet' })
    const rows = () => within(table).getAllByRole('row').length - 1
    expect(rows()).toBe(50)
    // the interfaces come by name, so the copies' follow the seed's
    const firstExtra = await within(table).findByRole('link', { name: 'extra-0000' })
    expect(firstExtra.getAttribute('href')).toBe('/projects/web-frontend/instances/extra-0000/networking')

    await user.click(screen.getByRole('button', { name: 'Show more interfaces' }))
    await waitFor(() => expect(rows()).toBe(100))
    await user.click(screen.getByRole('button', { name: 'Show more interfaces' }))
    await waitFor(() => expect(rows()).toBeGreaterThan(100))
    expect(await within(table).findByRole('link', { name: 'extra-0119' })).toBeTruthy()
    // the last page is shown: there is no more to ask for
    expect(screen.queryByRole('button', { name: 'Show more interfaces' })).toBeNull()
    expect(reads).toEqual([])
  })
})
