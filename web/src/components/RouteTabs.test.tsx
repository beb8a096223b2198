import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { isTabCurrent, RouteTabs } from './RouteTabs'

const tabs = [
  { label: 'Subnets', to: '/vpcs/web/subnets' },
  { label: 'Routers', to: '/vpcs/web/routers' },
  { label: 'Gateways', to: '/vpcs/web/gateways' },
]

const tabsRoute = [
  {
    path: '/vpcs/web',
    element: <RouteTabs label="VPC sections" tabs={tabs} />,
    children: [
      { path: 'subnets', element: <p>The subnets</p> },
      { path: 'subnets-new', element: <p>A new subnet</p> },
      { path: 'routers', element: <p>The routers</p> },
      { path: 'gateways', element: <p>The gateways</p> },
    ],
  },
]

const tab = (name: string) =>
  within(screen.getByRole('tablist', { name: 'VPC sections' })).getByRole('tab', { name })

describe('route tabs', () => {
  it('marks the tab of the path, of a path under it and of its create or add form', () => {
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets/frontend/edit')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets-new')).toBe(true)
    expect(isTabCurrent('/ip-pools/default/ranges', '/ip-pools/default/ranges-add')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/routers')).toBe(false)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnetsx')).toBe(false)
  })

  it('is a tab list whose selected tab is the route, its create form open over it included', async () => {
    renderRoutes(tabsRoute, '/vpcs/web/subnets-new')
    expect(await screen.findByText('A new subnet')).toBeTruthy()
    expect(tab('Subnets').getAttribute('aria-selected')).toBe('true')
    expect(tab('Routers').getAttribute('aria-selected')).toBe('false')
    // each tab is its own URL
    expect(tab('Routers').getAttribute('href')).toBe('/vpcs/web/routers')
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Subnets').id)
  })

  it('navigates with a click and with the arrow keys, Home and End, one tab in the tab order', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(tabsRoute, '/vpcs/web/subnets')
    await user.click(await screen.findByRole('tab', { name: 'Routers' }))
    expect(await screen.findByText('The routers')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/vpcs/web/routers')
    expect(tab('Routers').getAttribute('aria-selected')).toBe('true')
    expect(tab('Subnets').tabIndex).toBe(-1)
    // the panel is the selected tab's, by id both ways
    expect(screen.getByRole('tabpanel').id).toBe(tab('Routers').getAttribute('aria-controls'))
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Routers').id)

    tab('Routers').focus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vpcs/web/gateways'))
    expect(document.activeElement).toBe(tab('Gateways'))
    await user.keyboard('{Home}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vpcs/web/subnets'))
    await user.keyboard('{End}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vpcs/web/gateways'))
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/vpcs/web/routers'))
    expect(await screen.findByText('The routers')).toBeTruthy()
  })
})
