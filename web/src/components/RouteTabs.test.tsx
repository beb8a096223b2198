import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '~/testing/render-routes'
import { isTabCurrent, RouteTabs } from './RouteTabs'

const tabs = [
  { label: 'Subnets', to: '/vpcs/web/subnets' },
  { label: 'Routers', to: '/vpcs/web/routers' },
]

describe('route tabs', () => {
  it('marks the tab of the path, of a path under it and of its create or add form', () => {
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets/frontend/edit')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnets-new')).toBe(true)
    expect(isTabCurrent('/ip-pools/default/ranges', '/ip-pools/default/ranges-add')).toBe(true)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/routers')).toBe(false)
    expect(isTabCurrent('/vpcs/web/subnets', '/vpcs/web/subnetsx')).toBe(false)
  })

  it('tells assistive tech which tab is current while a create form is open over it', async () => {
    renderRoutes(
      [{ path: '*', element: <RouteTabs label="VPC sections" tabs={tabs} /> }],
      '/vpcs/web/subnets-new',
    )
    const current = await screen.findByRole('link', { name: 'Subnets' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Routers' }).getAttribute('aria-current')).toBeNull()
  })
})
