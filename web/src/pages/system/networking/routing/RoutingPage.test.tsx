import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { signInSiloUser } from '~/testing/routing-kit'
import { setupMockServer } from '~mock/node'

setupMockServer()

const TABS = [
  'BGP configurations',
  'Announce sets',
  'BGP peers',
  'Routes',
  'Message history',
  'BFD sessions',
  'Address lots',
  'Loopback addresses',
]

describe('the routing page', () => {
  it('opens on BGP configurations, with a tab for each part of the routing', async () => {
    const { router } = renderSystem('/system/networking/routing')
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/networking/routing/bgp'))
    expect(await screen.findByRole('heading', { name: 'Routing', level: 1 })).toBeTruthy()
    const tabs = screen.getByRole('tablist', { name: 'Routing sections' })
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(TABS)
    expect(within(tabs).getByRole('tab', { name: 'BGP configurations' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(await screen.findByRole('table', { name: 'BGP configurations' })).toBeTruthy()
  })

  it('goes from tab to tab with the arrow keys, each tab a link', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/networking/routing/bgp')
    const tabs = await screen.findByRole('tablist', { name: 'Routing sections' })
    expect(within(tabs).getByRole('tab', { name: 'BFD sessions' }).getAttribute('href')).toBe(
      '/system/networking/routing/bfd',
    )
    await user.click(within(tabs).getByRole('tab', { name: 'BGP configurations' }))
    await user.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/routing/announce-sets'),
    )
    await user.keyboard('{End}')
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system/networking/routing/loopback-addresses'),
    )
    expect(await screen.findByRole('table', { name: 'Loopback addresses' })).toBeTruthy()
  })

  it('is Page not found for anyone who is not a fleet viewer', async () => {
    signInSiloUser()
    renderSystem('/system/networking/routing/peers')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })
})
